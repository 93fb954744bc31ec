import type { SortOrder } from '@mall/shared';

/**
 * A list's sort from its address values, as its endpoint takes it: `sort` one of the list's
 * `columns` and `order`, or nothing (the list's own order) for anything else.
 */
export function sortOf<const C extends readonly string[]>(
  columns: C,
  params: { sort?: string; order?: string },
): { sort?: C[number]; order?: SortOrder } {
  if (!params.sort || !columns.includes(params.sort)) return {};
  return { sort: params.sort as C[number], order: params.order === 'desc' ? 'desc' : 'asc' };
}
