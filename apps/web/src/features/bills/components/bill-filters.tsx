import { BILL_STATUSES } from '@mall/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/field';
import { FilterCheckbox } from '../../../components/filter-checkbox';
import { PeriodSelects } from '../../../components/period-selects';
import { SearchInput } from '../../../components/search-input';
import type { Period } from '../../../lib/period';

export interface BillFilterValues extends Period {
  search: string;
  status: string;
  /** 'true': the rows of zero statements too. */
  zero: string;
}

interface Props {
  value: BillFilterValues;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
  onPeriod: (change: Partial<Period>) => void;
  onZero: (shown: boolean) => void;
}

/**
 * SPEC §2 bills filters: search, status, month, year (current and 4 before, DECISIONS.md); and
 * whether to show the rows of zero statements, hidden by default.
 */
export function BillFilters({ value, onSearch, onStatus, onPeriod, onZero }: Props) {
  const id = useId();
  return (
    <search
      aria-label="Filtrar boletos"
      className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[2fr_1.2fr_1fr_0.8fr]"
    >
      <SearchInput
        label="Buscar"
        placeholder="Nome da loja"
        value={value.search}
        onChange={onSearch}
        className="col-span-2 lg:col-span-1"
      />
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          Situação
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={value.status}
          onChange={(e) => onStatus(e.target.value)}
        >
          <option value="">Todas</option>
          {BILL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <PeriodSelects id={id} value={value} onPeriod={onPeriod} />
      <FilterCheckbox
        label="Mostrar extratos zerados"
        checked={value.zero === 'true'}
        onChange={onZero}
        className="col-span-2 lg:col-span-4 lg:justify-self-start"
      />
    </search>
  );
}
