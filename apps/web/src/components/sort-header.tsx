import type { SortOrder } from '@mall/shared';
import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';

/** A list's sort as the address holds it: the column's key and the direction, or none. */
export interface TableSort {
  column: string | null;
  order: SortOrder;
  /** Sorts by this column in this direction (back to the first page). */
  set: (column: string, order: SortOrder) => void;
}

/** The `aria-sort` of a sortable column's header cell. */
export function ariaSortOf(sort: TableSort, column: string): 'ascending' | 'descending' | 'none' {
  if (sort.column !== column) return 'none';
  return sort.order === 'desc' ? 'descending' : 'ascending';
}

/**
 * A sortable column's header: a button named by the header (Enter or Space, like any button) that
 * sorts the list by the column, ascending first and the other way on the next press. The header
 * cell carries `aria-sort` (`ariaSortOf`), which screen readers announce with the header; the
 * arrow shows the direction, faint while the column is not the sort.
 */
export function SortHeader({ column, sort, children }: { column: string; sort: TableSort; children: ReactNode }) {
  const state = ariaSortOf(sort, column);
  return (
    <button
      type="button"
      onClick={() => sort.set(column, state === 'ascending' ? 'desc' : 'asc')}
      className="-mx-1 inline-flex min-h-11 min-w-11 items-center gap-1 rounded px-1 font-semibold sm:min-h-8 sm:min-w-0 uppercase tracking-wider hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
      <ChevronDownIcon
        className={`size-3.5 shrink-0 transition-transform ${state === 'none' ? 'opacity-30' : 'text-ink'} ${state === 'ascending' ? 'rotate-180' : ''}`}
      />
    </button>
  );
}

/**
 * The sort of a list shown as cards (a phone), where no header is drawn: one select of each
 * sortable column in either direction, and the list's own order.
 */
export function CardSort({ columns, sort }: { columns: { key: string; header: ReactNode }[]; sort: TableSort }) {
  const id = useId();
  const value = sort.column ? `${sort.column}:${sort.order}` : '';
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        Ordenar por
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const [column, order] = e.target.value.split(':');
          sort.set(column ?? '', order === 'desc' ? 'desc' : 'asc');
        }}
        className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 text-ink"
      >
        <option value="">Padrão da lista</option>
        {columns.flatMap((c) => [
          <option key={`${c.key}:asc`} value={`${c.key}:asc`}>
            {typeof c.header === 'string' ? c.header : c.key} (crescente)
          </option>,
          <option key={`${c.key}:desc`} value={`${c.key}:desc`}>
            {typeof c.header === 'string' ? c.header : c.key} (decrescente)
          </option>,
        ])}
      </select>
    </div>
  );
}
