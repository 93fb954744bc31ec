import { PAGE_SIZES } from '@mall/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from './keep-scroll';
import { useDebouncedValue } from './use-debounced-value';

const DEFAULT_LIMIT = 10;

export interface ListState<F extends Record<string, string>> {
  page: number;
  limit: number;
  /** Each filter's value, its default when the address does not carry it. */
  filters: F;
  /** Changes filters (the search text too) and goes back to the first page. */
  setFilters: (next: Partial<F>) => void;
  /** The table's paging props: `<DataTable {...list.paging} />`. */
  paging: {
    page: number;
    pageSize: number;
    onPageChange: (page: number) => void;
    onPageSizeChange: (size: number) => void;
  };
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * A list's page, page size, search and filters kept in the address (`?page=2&limit=25&search=...`),
 * so a reload, a shared link and the back button from a detail page show the same rows. Values
 * equal to their default stay out of the address; unknown or malformed ones read as the default.
 * Changes replace the history entry, so back leaves the list instead of replaying each keystroke.
 */
export function useListState<F extends Record<string, string>>(defaults: F): ListState<F> {
  const [params, setParams] = useSearchParams();
  // The defaults object is usually written inline: key the memo on its content.
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for defaults.
  const filters = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
      const value = params.get(key);
      if (value !== null) out[key] = value as F[typeof key];
    }
    return out;
  }, [params, defaultsKey]);
  const page = positiveInt(params.get('page')) ?? 1;
  const sizeParam = positiveInt(params.get('limit'));
  const limit = sizeParam !== null && (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_LIMIT;

  // Two changes in one event (a new page size, then page 1) must compose: until the address
  // catches up, each change starts from the previous one's result, not from this render's params.
  const pending = useRef<{ from: URLSearchParams; value: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: Record<string, string | number>, fallback: Record<string, string | number>) => {
      const base = pending.current?.from === params ? pending.current.value : params;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) {
        if (String(value) === String(fallback[key] ?? '')) next.delete(key);
        else next.set(key, String(value));
      }
      pending.current = { from: params, value: next };
      setParams(next, { replace: true, state: KEEP_SCROLL });
    },
    [params, setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for defaults.
  const setFilters = useCallback(
    (next: Partial<F>) => update({ ...(next as Record<string, string>), page: 1 }, { ...defaults, page: 1 }),
    [update, defaultsKey],
  );
  const paging = useMemo(
    () => ({
      page,
      pageSize: limit,
      onPageChange: (p: number) => update({ page: p }, { page: 1 }),
      onPageSizeChange: (size: number) => update({ limit: size, page: 1 }, { limit: DEFAULT_LIMIT, page: 1 }),
    }),
    [page, limit, update],
  );
  return { page, limit, filters, setFilters, paging };
}

/**
 * A search box over a list's address: the box answers each keystroke at once, and the trimmed
 * text reaches the address (and so the query) 300 ms after the last one (SPEC §2).
 */
export function useListSearch(committed: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const debounced = useDebouncedValue(text.trim());
  // Only a new debounced text commits; the address changing (back, a link) keeps the box's text.
  const latest = useRef({ committed, commit });
  latest.current = { committed, commit };
  useEffect(() => {
    if (debounced !== latest.current.committed) latest.current.commit(debounced);
  }, [debounced]);
  return [text, setText];
}
