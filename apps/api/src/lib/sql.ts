import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The few SQL expressions the query builder lacks, for services and plugins: raw `sql` templates
 * live here and in `<domain>.queries.ts` files only (test/layering.test.ts).
 */

/** `column + by`, for an update that counts in the database instead of read-modify-write. */
export const increment = (column: AnyColumn, by = 1): SQL<number> => sql<number>`${column} + ${by}`;

/** `lower(column)`, for case-insensitive equality (matches the `lower(...)` unique indexes). */
export const lower = (column: AnyColumn): SQL<string> => sql<string>`lower(${column})`;

/** The instant `interval` (a PostgreSQL interval such as '24 hours') before the database's now(). */
export const ago = (interval: string): SQL<string> => sql<string>`now() - ${interval}::interval`;
