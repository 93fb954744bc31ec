import type { AuditModule } from '@mall/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logs, users } from '../../db/schema';
import { LOG_COUNT_CAP, type Paging, paginate } from '../../lib/paging';
import { iso } from '../../lib/serialize';

/** The audit log, newest first, optionally of one module; its total stops at LOG_COUNT_CAP. */
export async function listLogs(db: Db, q: Paging & { moduleName?: AuditModule }) {
  const where = q.moduleName ? eq(logs.moduleName, q.moduleName) : undefined;
  const { rows, total } = await paginate(
    q,
    (total) =>
      db
        .select({ log: logs, userName: users.name, total })
        .from(logs)
        .leftJoin(users, eq(users.id, logs.userId))
        .where(where)
        .orderBy(desc(logs.createdAt), desc(logs.id)),
    { max: LOG_COUNT_CAP, matches: db.select({ one: sql`1` }).from(logs).where(where) },
  );
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
    total,
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
