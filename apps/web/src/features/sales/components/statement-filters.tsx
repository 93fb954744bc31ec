import { SALE_STATUSES, type SaleStatus, saleStatusLabel } from '@mall/shared';
import { Lock, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { inputClass } from '../../../components/field';
import { PeriodSelects } from '../../../components/period-selects';
import { SearchInput } from '../../../components/search-input';
import { StoreCombobox } from '../../../components/store-combobox';
import { formatDate } from '../../../lib/format';
import type { Period } from '../../../lib/period';

export interface StatementFilters extends Period {
  search: string;
  status: SaleStatus | 'all';
  store: string;
  /** One purchase date (AAAA-MM-DD), from a link ("Compras de hoje"); '' for any. */
  day: string;
}

interface Props {
  value: StatementFilters;
  onSearch: (search: string) => void;
  onStatus: (status: SaleStatus | 'all') => void;
  onStore: (store: string) => void;
  onPeriod: (change: Partial<Period>) => void;
  onClearDay: () => void;
  /** LOJISTA: the store filter is fixed to its own store. */
  lockedStore?: { id: string; tradeName: string } | null;
  /** More filters on a line of their own (the reviewers' queue filters). */
  children?: ReactNode;
}

export function StatementFiltersBar({
  value,
  onSearch,
  onStatus,
  onStore,
  onPeriod,
  onClearDay,
  children,
  ...props
}: Props) {
  const id = useId();
  return (
    <search aria-label="Filtrar vendas" className="mb-6 space-y-3 sm:space-y-4">
      {/* Two filters a line on a phone, so the first sales show without scrolling past five boxes. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[2fr_1fr_1.4fr_1fr_0.8fr]">
        <SearchInput
          label="Buscar"
          placeholder="Cliente, CPF ou nota fiscal"
          value={value.search}
          onChange={onSearch}
          className="col-span-2 lg:col-span-1"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Situação
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={value.status}
            onChange={(e) => onStatus(e.target.value as SaleStatus | 'all')}
          >
            <option value="all">Todas</option>
            {SALE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {saleStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-store`} className="flex items-center gap-1.5 text-sm font-medium">
            Loja
            {props.lockedStore && <Lock aria-hidden="true" className="size-3.5 text-muted" />}
          </label>
          {props.lockedStore ? (
            <select id={`${id}-store`} className={inputClass} value={props.lockedStore.id} disabled>
              <option value={props.lockedStore.id}>{props.lockedStore.tradeName}</option>
            </select>
          ) : (
            <StoreCombobox
              id={`${id}-store`}
              activeOnly
              value={value.store}
              onChange={onStore}
              allLabel="Todas as lojas"
            />
          )}
        </div>
        <PeriodSelects id={id} value={value} onPeriod={onPeriod} />
      </div>
      {value.day && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="day-filter">
          <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-sand px-3 font-medium text-ink">
            Data da compra: {formatDate(value.day)}
            <button
              type="button"
              onClick={onClearDay}
              aria-label={`Remover o filtro da data da compra ${formatDate(value.day)}`}
              className="-mr-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        </p>
      )}
      {children}
    </search>
  );
}
