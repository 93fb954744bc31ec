import { and, count, desc, eq, gte, inArray, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

/** The outbox as the jobs screen reads it (`GET /jobs/mail`, "Reenviar"). */

export type OutboxRow = typeof outbox.$inferSelect;

/** Failed messages and pending ones that already failed once, newest attempt first. */
export async function troubledMail(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(or(eq(outbox.status, 'failed'), and(eq(outbox.status, 'pending'), gte(outbox.attempts, 1))))
    .orderBy(desc(outbox.lastAttemptAt), desc(outbox.id))
    .limit(limit);
}

/** How many messages wait, how many failed, and when the oldest waiting one was queued. */
export async function mailCounts(db: DbOrTx) {
  const rows = await db
    .select({ status: outbox.status, n: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.status);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    pending: of('pending')?.n ?? 0,
    failed: of('failed')?.n ?? 0,
    oldestPendingAt: of('pending')?.oldest ?? null,
  };
}

export async function lockMail(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

/** Back in the queue for now, with a fresh count of attempts (its last error stays until the next one). */
export async function requeueMail(db: DbOrTx, id: string): Promise<OutboxRow> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(outbox.id, id))
    .returning();
  return row!;
}
