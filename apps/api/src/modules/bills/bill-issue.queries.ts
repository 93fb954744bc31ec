import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bills, logs, stores } from '../../db/schema';

/**
 * The SQL of issuing bills at their provider (`bills.issue.ts`): a bill is recorded and committed
 * first, waiting (`issued_at` null), and each call to the provider is an attempt taken on the row.
 */

/**
 * How long after a bill's last attempt at its provider the next may start: a minute after the
 * first (the request that recorded the bill calls the provider at once, and has that minute to
 * record the answer), then doubling with each attempt, an hour at most.
 */
const nextAttemptDelay = sql`least(interval '1 minute' * power(2, greatest(${bills.issueAttempts} - 1, 0)), interval '1 hour')`;

/** A bill still waiting for its provider: not issued, not canceled (`bills_issue_pending_idx`). */
const WAITING_FOR_PROVIDER = and(isNull(bills.issuedAt), isNull(bills.canceledAt));

/** The waiting bills whose next attempt is due at `now`, oldest first. */
export async function billsDueForIssue(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(WAITING_FOR_PROVIDER, sql`${bills.updatedAt} <= ${now.toISOString()}::timestamptz - ${nextAttemptDelay}`),
    )
    .orderBy(asc(bills.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes a waiting bill for one attempt at its provider, in one statement: counts the attempt and
 * stamps it (`updated_at`), so no other process starts one before the next is due. `first`: the
 * request that recorded the bill, which alone may take it before any attempt; otherwise the next
 * attempt must be due. Answers what the provider is sent, or nothing when the bill is not to be
 * sent (issued, canceled, or taken by another attempt).
 */
export async function claimIssueAttempt(db: DbOrTx, id: string, now: Date, first: boolean) {
  const [row] = await db
    .update(bills)
    .set({ issueAttempts: sql`${bills.issueAttempts} + 1`, updatedAt: now.toISOString() })
    .from(stores)
    .where(
      and(
        eq(bills.id, id),
        eq(stores.id, bills.storeId),
        WAITING_FOR_PROVIDER,
        first
          ? eq(bills.issueAttempts, 0)
          : sql`${bills.updatedAt} <= ${now.toISOString()}::timestamptz - ${nextAttemptDelay}`,
      ),
    )
    .returning({
      id: bills.id,
      storeId: bills.storeId,
      storeName: stores.tradeName,
      cnpj: stores.cnpj,
      monthRef: bills.monthRef,
      amountDueCents: bills.amountDueCents,
      dueDate: bills.dueDate,
      attempts: bills.issueAttempts,
    });
  return row;
}

/** The bill, locked until the transaction ends, to record its provider's answer once. */
export async function lockBill(tx: Tx, id: string) {
  const [row] = await tx.select().from(bills).where(eq(bills.id, id)).for('update');
  return row;
}

/** Whether the bill's generation is already in the audit log. */
export async function hasAudit(db: DbOrTx, billId: string, methodName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: logs.id })
    .from(logs)
    .where(and(eq(logs.moduleName, 'Bill'), eq(logs.entityId, billId), eq(logs.methodName, methodName)))
    .limit(1);
  return row !== undefined;
}

/** Records the provider's answer on the bill, stamped with the attempt's clock. */
export async function recordIssueAnswer(tx: Tx, id: string, set: Partial<typeof bills.$inferInsert>, now: Date) {
  await tx
    .update(bills)
    .set({ ...set, updatedAt: now.toISOString() })
    .where(eq(bills.id, id));
}
