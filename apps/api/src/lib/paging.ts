import { SEARCH_COUNT_CAP } from '@mall/shared';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

export interface Paging {
  page: number;
  limit: number;
}

export function offsetOf(p: Paging): number {
  return (p.page - 1) * p.limit;
}

/** A select statement still waiting for its page (Drizzle's builders after `orderBy`). */
interface Pageable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a list and the number of all its matches, in one statement: `build` receives the
 * total as a column to select beside the row (`count(*) over ()`, computed before the page is
 * cut) and returns the ordered statement; paginate cuts the page.
 *
 * A page past the end has no row to carry the total, so only then the same statement is read
 * again from its first row. A list that grows without bound (the audit log) pages by cursor
 * instead and counts nothing.
 */
export async function paginate<R extends { total: number }>(
  paging: Paging,
  build: (total: SQL<number>) => Pageable<R>,
): Promise<{ rows: R[]; total: number }> {
  const total = () => sql<number>`count(*) over ()`.mapWith(Number);
  const offset = offsetOf(paging);
  const rows = await build(total()).limit(paging.limit).offset(offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await build(total()).limit(1).offset(0);
  return { rows, total: first?.total ?? 0 };
}

/**
 * One page and the number of all matches as two statements, run side by side: for a search whose
 * matches are many (a name part thousands share), where `count(*) over ()` would make PostgreSQL
 * walk the ordering index row by row to feed the window instead of reading the search index
 * (bench/FINDINGS.md, "People searches"). The page then stops at its last row and the count reads
 * only the search index and the rows it names.
 */
export async function paginateApart<R>(
  paging: Paging,
  page: () => Pageable<R>,
  count: () => PromiseLike<number>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([page().limit(paging.limit).offset(offsetOf(paging)), count()]);
  return { rows, total };
}

/**
 * A search's page without counting its matches (bench/FINDINGS.md, "People searches"): the page reads one row
 * past its end. When that row exists, `total` is the matches up to the page's end and
 * `totalCapped: true` says more follow (the list reads "1-10 de mais de 10 resultados" and offers
 * the next page); otherwise `total` is exact. So a name part that thousands share costs what a
 * rare one does: the page is the caller's ordered statement (an index order, so it stops at its
 * last row) and nothing visits every match.
 *
 * Only a page past the end (an old address after the matches shrank) counts, up to `cap`, so the
 * list can say how many there are and step back: `matches` selects the matching rows without
 * order, counted in a transaction that keeps PostgreSQL on the search indexes (with a LIMIT it
 * would otherwise expect the first `cap` early and read the table from its start).
 */
export async function paginateSearch<R>(
  db: Db,
  paging: Paging,
  page: () => Pageable<R>,
  matches: (tx: Tx) => PgSelect,
  cap = SEARCH_COUNT_CAP,
): Promise<{ rows: R[]; total: number; totalCapped?: true }> {
  const offset = offsetOf(paging);
  const rows = await page()
    .limit(paging.limit + 1)
    .offset(offset);
  if (rows.length > paging.limit)
    return { rows: rows.slice(0, paging.limit), total: offset + paging.limit, totalCapped: true };
  if (rows.length > 0 || offset === 0) return { rows, total: offset + rows.length };
  const n = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const found = matches(tx)
      .limit(cap + 1)
      .as('found');
    const [row] = await tx.select({ n: count() }).from(found);
    return row?.n ?? 0;
  });
  return n > cap ? { rows, total: cap, totalCapped: true } : { rows, total: n };
}

/**
 * `paginateSearch` whose page is ids first: `ids` walks an index that also holds the searched
 * columns, so PostgreSQL filters each entry on the index alone (an index-only scan) instead of
 * reading a table row per entry it skips; only the page's rows are then read (`load`), and
 * answered in the page's order (bench/FINDINGS.md, "People searches").
 */
export async function paginateSearchIds<R>(
  db: Db,
  paging: Paging,
  ids: () => Pageable<{ id: string }>,
  load: (ids: string[]) => Promise<R[]>,
  idOf: (row: R) => string,
  matches: (tx: Tx) => PgSelect,
): Promise<{ rows: R[]; total: number; totalCapped?: true }> {
  const found = await paginateSearch(db, paging, ids, matches);
  const order = found.rows.map((r) => r.id);
  const loaded = order.length > 0 ? await load(order) : [];
  const byId = new Map(loaded.map((r) => [idOf(r), r]));
  const rows = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { ...found, rows };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * `likePattern` lower-cased by PostgreSQL, for a LIKE on a lower-cased column: the same folding
 * ILIKE applies to both sides (`lower()` under the database's collation).
 */
export function lowerLikePattern(search: string): SQL {
  return sql`lower(${likePattern(search)})`;
}

/** A LIKE pattern for values starting with `search`, wildcards taken literally. */
export function prefixPattern(search: string): string {
  return `${escapeLike(search)}%`;
}

function escapeLike(search: string): string {
  return search.replace(/[\\%_]/g, (c) => `\\${c}`);
}
