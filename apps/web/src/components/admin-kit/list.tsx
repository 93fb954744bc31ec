import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { type ListState, useListSearch, useListState } from '../../lib/use-list-state';
import { type Column, DataTable, listQueryProps } from '../data-table';
import { SearchInput } from '../search-input';

export interface AdminList<F extends Record<string, string>> extends ListState<F> {
  /** What the search box shows now (the committed text reaches `filters.search` 300 ms later). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Page, size and every filter: the list query's parameters. */
  params: F & { page: number; limit: number };
  /** True when a filter differs from its default: the empty text says "encontrado", not "cadastrado". */
  filtered: boolean;
}

/**
 * A list page's state, all of it in the address (page, size, search and filters; see
 * `useListState`), with the search box debounced onto it. Sorting stays out: no list endpoint
 * sorts on request, so a sort in the address would promise what the server does not do.
 */
export function useAdminList<F extends Record<string, string>>(defaults: F): AdminList<F> {
  const list = useListState(defaults);
  const committed = list.filters.search ?? '';
  const [searchText, setSearchText] = useListSearch(committed, (text) =>
    list.setFilters({ search: text } as unknown as Partial<F>),
  );
  const filtered = (Object.keys(defaults) as (keyof F)[]).some((key) => list.filters[key] !== defaults[key]);
  return {
    ...list,
    searchText,
    setSearchText,
    params: { ...list.filters, page: list.page, limit: list.limit },
    filtered,
  };
}

type SearchProps = Omit<ComponentProps<typeof SearchInput>, 'value' | 'onChange'>;

/** The list's search box, bound to its address. */
export function ListSearch<F extends Record<string, string>>({ list, ...props }: SearchProps & { list: AdminList<F> }) {
  return <SearchInput {...props} value={list.searchText} onChange={list.setSearchText} />;
}

interface ListTableProps<T, F extends Record<string, string>> {
  list: AdminList<F>;
  query: UseQueryResult<{ data: T[]; total: number }>;
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
      {...listQueryProps(query, errorText)}
      {...table}
      {...list.paging}
      emptyText={list.filtered && emptyFilteredText !== undefined ? emptyFilteredText : emptyText}
    />
  );
}
