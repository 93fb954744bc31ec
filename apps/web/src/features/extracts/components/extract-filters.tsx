import { EXTRACT_LABELS, EXTRACT_STATUSES } from '@mall/shared';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from '../../../components/field';
import { FilterCheckbox } from '../../../components/filter-checkbox';
import { PeriodSelects } from '../../../components/period-selects';
import { SearchInput } from '../../../components/search-input';
import { StoreCombobox } from '../../../components/store-combobox';
import type { Period } from '../../../lib/period';

export interface ExtractFilterValues extends Period {
  search: string;
  status: string;
  store: string;
  /** 'true': the zero statements too. */
  zero: string;
}

interface Props {
  value: ExtractFilterValues;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
  onStore: (store: string) => void;
  onPeriod: (change: Partial<Period>) => void;
  onZero: (shown: boolean) => void;
  /** LOJISTA: the store filter is fixed to its own store. */
  lockedStore?: { id: string; tradeName: string } | null;
}

/**
 * SPEC §2 financial statement filters: store, month, year (current and 4 before), status, search;
 * and whether to show the zero statements, hidden by default (DECISIONS.md).
 */
export function ExtractFilters({ value, onSearch, onStatus, onStore, onPeriod, onZero, lockedStore }: Props) {
  const id = useId();
  return (
    <search
      aria-label="Filtrar extratos"
      className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[1.6fr_1.4fr_1fr_0.8fr_1.2fr]"
    >
      <SearchInput
        label="Buscar"
        placeholder="Nome da loja"
        value={value.search}
        onChange={onSearch}
        className="col-span-2 lg:col-span-1"
      />
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-store`} className="flex items-center gap-1.5 text-sm font-medium">
          Loja
          {lockedStore && <Lock aria-hidden="true" className="size-3.5 text-muted" />}
        </label>
        {lockedStore ? (
          <select id={`${id}-store`} className={inputClass} value={lockedStore.id} disabled>
            <option value={lockedStore.id}>{lockedStore.tradeName}</option>
          </select>
        ) : (
          <StoreCombobox id={`${id}-store`} value={value.store} onChange={onStore} allLabel="Todas as lojas" />
        )}
      </div>
      <PeriodSelects id={id} value={value} onPeriod={onPeriod} />
      <div className="flex flex-col gap-1.5">
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
          {EXTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EXTRACT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <FilterCheckbox
        label="Mostrar extratos zerados"
        checked={value.zero === 'true'}
        onChange={onZero}
        className="col-span-2 lg:col-span-5 lg:justify-self-start"
      />
    </search>
  );
}
