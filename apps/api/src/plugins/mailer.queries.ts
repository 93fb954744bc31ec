import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { increment } from '../lib/sql';

/** The dispatcher's SQL on the outbox (`mailer.ts`): claims, and each attempt's outcome. */

/** How long a process holds the messages it claimed: longer than one send may take. */
const CLAIM_LEASE_SECONDS = 120;
/** Messages claimed per run. */
const BATCH = 20;

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Takes the messages due now (pending, their retry time come, no live claim of another process),
 * in one statement on the database's clock: each gets an attempt counted and a claim for
 * `CLAIM_LEASE_SECONDS`. `SKIP LOCKED` lets several processes claim at once without taking the same.
 */
export async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: increment(outbox.attempts),
      lastAttemptAt: sql`now()`,
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function recordSent(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, error: null })
    .where(eq(outbox.id, id));
}

export async function recordFailure(
  db: Db,
  row: OutboxRow,
  error: string,
  retry: { giveUp: boolean; delayMs: number },
): Promise<'retry' | 'failed'> {
  const { giveUp } = retry;
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      error: error.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retry.delayMs / 1000})`,
    })
    .where(eq(outbox.id, row.id));
  return giveUp ? 'failed' : 'retry';
}
