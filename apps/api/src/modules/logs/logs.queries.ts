import {
  type AuditModule,
  encodeLogCursor,
  LOG_AUTHORS_LIMIT,
  type LogAuthor,
  type LogCursor,
  type LogPage,
  type SortOrder,
} from '@mall/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logs, users } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/serialize';

export interface LogFilters {
  limit: number;
  moduleName?: AuditModule;
  userId?: string;
  /** YYYY-MM-DD, both days included, in `timeZone`. */
  from?: string;
  to?: string;
  cursor?: LogCursor;
  /** `date` ascending reads the oldest first; otherwise the newest first. */
  sort?: 'date';
  order?: SortOrder;
}

// The instant as PostgreSQL keeps it (microseconds), in UTC: what a cursor must carry so the next
// page starts exactly after the entry, ties on createdAt broken by id.
const instant = sql<string>`to_char(${logs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the audit log, newest first (createdAt desc, id desc), read by keyset from the
 * cursor: the filters' index is read in order from that point, so a page costs the same at any
 * depth and any table size. No total is counted.
 */
export async function listLogs(db: Db, q: LogFilters, timeZone: string): Promise<LogPage> {
  const filters: (SQL | undefined)[] = [
    q.moduleName ? eq(logs.moduleName, q.moduleName) : undefined,
    q.userId ? eq(logs.userId, q.userId) : undefined,
    q.from ? sql`${logs.createdAt} >= (${q.from}::date)::timestamp at time zone ${timeZone}` : undefined,
    q.to ? sql`${logs.createdAt} < ((${q.to}::date + 1)::timestamp at time zone ${timeZone})` : undefined,
  ];
  // The list's order: newest first, or oldest first when asked. A cursor `after` reads on in that
  // order, `before` back against it; either way the entries are read by keyset from the cursor.
  const newestFirst = !(q.sort === 'date' && q.order === 'asc');
  const read = (cursor?: LogCursor) => {
    const older = (cursor?.direction !== 'before') === newestFirst;
    const from = cursor
      ? older
        ? sql`(${logs.createdAt}, ${logs.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${logs.createdAt}, ${logs.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    return db
      .select({ log: logs, userName: users.name, at: instant })
      .from(logs)
      .leftJoin(users, eq(users.id, logs.userId))
      .where(and(...filters, from))
      .orderBy(...(older ? [desc(logs.createdAt), desc(logs.id)] : [asc(logs.createdAt), asc(logs.id)]))
      .limit(q.limit + 1);
  };

  const cursor = q.cursor;
  let rows = await read(cursor);
  let more = rows.length > q.limit;
  rows = rows.slice(0, q.limit);
  let newest = !cursor;
  if (cursor?.direction === 'before') {
    rows.reverse();
    // Fewer newer entries than a page: show the newest page, full.
    if (!more) {
      rows = await read();
      more = rows.length > q.limit;
      rows = rows.slice(0, q.limit);
      newest = true;
    }
  }
  const first = rows[0];
  const last = rows.at(-1);
  const older = cursor?.direction === 'before' && !newest ? true : more;
  return {
    data: rows.map(({ log, userName }) => ({
      id: log.id,
      moduleName: log.moduleName,
      methodName: log.methodName,
      entityId: log.entityId,
      userId: log.userId,
      userName,
      createdAt: iso(log.createdAt),
      previousState: log.previousState ?? null,
      result: log.result ?? null,
    })),
    nextCursor: older && last ? encodeLogCursor({ direction: 'after', createdAt: last.at, id: last.log.id }) : null,
    prevCursor:
      !newest && first ? encodeLogCursor({ direction: 'before', createdAt: first.at, id: first.log.id }) : null,
  };
}

/** One record's history, oldest first. */
export async function entityHistory(db: Db, moduleName: AuditModule, entityId: string) {
  const rows = await db
    .select({ log: logs, userName: users.name })
    .from(logs)
    .leftJoin(users, eq(users.id, logs.userId))
    .where(and(eq(logs.moduleName, moduleName), eq(logs.entityId, entityId)))
    .orderBy(asc(logs.createdAt), asc(logs.id));
  return rows.map(({ log, userName }) => ({
    id: log.id,
    methodName: log.methodName,
    userName,
    createdAt: iso(log.createdAt),
    previousState: log.previousState ?? null,
    result: log.result ?? null,
  }));
}

/** Users for the log's user filter: by id, or by part of the name or e-mail, by name. */
export async function findLogAuthors(db: Db, q: { search?: string; id?: string }): Promise<LogAuthor[]> {
  const where = q.id
    ? eq(users.id, q.id)
    : q.search
      ? or(ilike(users.name, likePattern(q.search)), ilike(users.email, likePattern(q.search)))
      : undefined;
  // Unfiltered, the first names come straight from `users_name_order_idx`. A search reads the
  // trigram indexes and sorts what matches: ordering by the byte order (the C.UTF-8 databases'
  // own) keeps the planner off the name index, whose walk reads half the table when a common
  // name part clusters under one letter (bench/FINDINGS.md, "People searches").
  const byName = q.search ? sql`${users.name} collate "C"` : users.name;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(where)
    .orderBy(asc(byName), asc(users.id))
    .limit(LOG_AUTHORS_LIMIT);
}
