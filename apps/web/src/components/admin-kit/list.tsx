import { PAGE_SIZES } from '@mall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { type ListQuery, useDrawnAnswer } from '../../lib/use-drawn-answer';
import { type ListState, useListSearch, useListState } from '../../lib/use-list-state';
import { Button } from '../button';
import { type Column, DataTable, LIST_ERROR_TEXT, listQueryProps } from '../data-table';
import { SearchInput } from '../search-input';
import type { TableSort } from '../sort-header';

export interface AdminList<F extends Record<string, string>> extends ListState<F> {
  /** What the search box shows now (the committed text reaches `filters.search` 300 ms later). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Every filter, and the sort (`sort`, `order`: empty for the list's own order). */
  filters: F & SortFilters;
  /** Page, size, every filter and the sort (empty when none): the list query's parameters. */
  params: F & SortFilters & { page: number; limit: number };
  /** True when a filter differs from its default: the empty text says "encontrado", not "cadastrado". */
  filtered: boolean;
  /** The sort by a column (`?sort=<column>&order=asc|desc`), when the list declares sortable columns. */
  sort?: TableSort;
}

/** The address keys of a list's sort, empty by default (the list's own order). */
type SortFilters = { sort: string; order: string };

/**
 * A list page's state, all of it in the address (page, size, search, filters and sort; see
 * `useListState`), with the search box debounced onto it. `sortColumns` are the columns the list's
 * endpoint sorts by (its `*_SORT_COLUMNS`, the `sortable` columns' keys): a header press puts
 * `sort` and `order` in the address and goes back to the first page (and to the newest page of a
 * list read by cursor). A sort the list does not declare reads as none, unless the page keeps a
 * `sort` of its own in `defaults` (the purchases' newest and oldest).
 */
export function useAdminList<F extends Record<string, string>>(
  defaults: F,
  sortColumns: readonly string[] = [],
): AdminList<F> {
  // A list without sortable columns keeps no sort in its address (nor in its query).
  const sorting = sortColumns.length > 0;
  const state = useListState((sorting ? { sort: '', order: '', ...defaults } : defaults) as F & SortFilters);
  const raw = state.filters;
  const column = sortColumns.includes(raw.sort) ? raw.sort : null;
  const order = raw.order === 'desc' ? 'desc' : 'asc';
  const list = {
    ...state,
    filters: sorting
      ? { ...raw, sort: column ?? ('sort' in defaults ? raw.sort : ''), order: column ? order : '' }
      : raw,
    setFilters: state.setFilters as (next: Partial<F>) => void,
  };
  const committed = list.filters.search ?? '';
  const [searchText, setSearchText] = useListSearch(committed, (text) =>
    list.setFilters({ search: text } as unknown as Partial<F>),
  );
  const filtered = (Object.keys(defaults) as (keyof F)[]).some((key) => list.filters[key] !== defaults[key]);
  const sort: TableSort | undefined = sorting
    ? {
        column,
        order,
        set: (next, nextOrder) =>
          list.setFilters({
            sort: next,
            order: next ? nextOrder : '',
            ...('cursor' in defaults ? { cursor: '' } : {}),
          } as unknown as Partial<F>),
      }
    : undefined;
  return {
    ...list,
    searchText,
    setSearchText,
    params: { ...list.filters, page: list.page, limit: list.limit },
    filtered,
    sort,
  };
}

type SearchProps = Omit<ComponentProps<typeof SearchInput>, 'value' | 'onChange'>;

/** The list's search box, bound to its address. */
export function ListSearch<F extends Record<string, string>>({ list, ...props }: SearchProps & { list: AdminList<F> }) {
  return <SearchInput {...props} value={list.searchText} onChange={list.setSearchText} />;
}

interface ListTableProps<T, F extends Record<string, string>> {
  list: AdminList<F>;
  /** The list's query, or what `useDrawnAnswer` made of it when the page reads the rows too. */
  query: ListQuery<{ data: T[]; total: number; totalCapped?: boolean }>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The text for no rows at all, and (when it differs) for no rows under the current filters. */
  emptyText: ReactNode;
  emptyFilteredText?: ReactNode;
  /** The screen's own load error, when it has one (the SPEC's generic text otherwise). */
  errorText?: string;
  rowClassName?: (row: T) => string;
  footer?: ReactNode;
  /** On a phone, each row as a card (`DataTable`'s `card`). */
  card?: (row: T) => ReactNode;
}

/** The list's table: rows, loading, error with retry and paging from the query and the address. */
export function ListTable<T, F extends Record<string, string>>({
  list,
  query,
  emptyText,
  emptyFilteredText,
  errorText,
  ...table
}: ListTableProps<T, F>) {
  return (
    <DataTable
      {...listQueryProps(useDrawnAnswer(query), errorText)}
      {...table}
      {...list.paging}
      sort={list.sort}
      emptyText={list.filtered && emptyFilteredText !== undefined ? emptyFilteredText : emptyText}
    />
  );
}

/** A page read by cursor: its rows and where the neighbouring pages start (null at either end). */
export interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
  prevCursor: string | null;
}

interface CursorListTableProps<T, F extends Record<string, string> & { cursor: string }>
  extends Omit<ListTableProps<T, F>, 'query' | 'footer'> {
  query: UseQueryResult<CursorPage<T>>;
  /** The pager's accessible name, e.g. "Páginas do log". */
  pagerLabel: string;
}

/**
 * The table of a list read by cursor (the audit log): no total and no page numbers, so a page
 * costs the same at any depth. The cursor is a filter in the address (`?cursor=`); "Mais
 * recentes" goes back to the first page, "Anteriores" and "Próximos" follow the answer's cursors.
 */
export function CursorListTable<T, F extends Record<string, string> & { cursor: string }>({
  list,
  query,
  emptyText,
  emptyFilteredText,
  errorText,
  pagerLabel,
  ...table
}: CursorListTableProps<T, F>) {
  const sizeId = useId();
  const drawn = useDrawnAnswer(query);
  const page = drawn.data;
  const go = (cursor: string) => list.setFilters({ cursor } as Partial<F>);
  const filtered = (Object.keys(list.filters) as (keyof F)[]).some(
    (key) => !['cursor', 'search', 'sort', 'order'].includes(key as string) && list.filters[key] !== '',
  );
  return (
    <DataTable
      {...table}
      rows={page?.data ?? []}
      // A query held back (a filter the page knows the API would refuse) is not loading.
      loading={drawn === query ? query.isPending && query.fetchStatus !== 'idle' : drawn.isPending}
      error={drawn.isError ? (errorText ?? LIST_ERROR_TEXT) : undefined}
      onRetry={() => void query.refetch()}
      total={0}
      page={1}
      pageSize={list.limit}
      onPageChange={() => {}}
      onPageSizeChange={list.paging.onPageSizeChange}
      sort={list.sort}
      emptyText={filtered && emptyFilteredText !== undefined ? emptyFilteredText : emptyText}
      pager={
        <nav
          aria-label={pagerLabel}
          className="flex flex-col gap-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-center gap-3">
            <label htmlFor={sizeId}>Itens por página</label>
            <select
              id={sizeId}
              value={list.limit}
              onChange={(e) => list.paging.onPageSizeChange(Number(e.target.value))}
              className="h-11 rounded-lg border border-line bg-surface px-2 text-ink sm:h-9"
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {list.filters.cursor !== '' && (
              <Button size="sm" variant="ghost" onClick={() => go('')}>
                Mais recentes
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={!page?.prevCursor}
              onClick={() => page?.prevCursor && go(page.prevCursor)}
            >
              Anteriores
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!page?.nextCursor}
              onClick={() => page?.nextCursor && go(page.nextCursor)}
            >
              Próximos
            </Button>
          </div>
        </nav>
      }
    />
  );
}
