import type { ListSort } from '@mall/shared';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

/** What each sortable column of a list sorts by: a column, or an expression (a joined name). */
export type SortColumns<C extends string> = Record<C, AnyColumn | SQLWrapper>;

/**
 * A list's ORDER BY for a requested sort (`sort`, `order`; see `sortQuery` in packages/shared):
 * the column in that direction, then the id in the same direction, so rows that tie keep one
 * order from page to page. Without `sort`, the list's own order (`fallback`). The query schema
 * already refused a column the list does not declare.
 */
export function orderOf<C extends string>(
  columns: SortColumns<C>,
  id: AnyColumn,
  q: ListSort<string>,
  fallback: SQL[],
): SQL[] {
  const column = q.sort !== undefined && Object.hasOwn(columns, q.sort) ? columns[q.sort as C] : undefined;
  if (!column) return fallback;
  const dir = q.order === 'desc' ? desc : asc;
  return [dir(column), dir(id)];
}
