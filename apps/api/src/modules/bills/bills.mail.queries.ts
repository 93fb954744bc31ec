import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bills, extracts } from '../../db/schema';

/** The bills' e-mails beyond one bill: a month's at once, and the reminders' candidates. */

/**
 * The open (ABERTO, active) bills of a reference month, locked in one order (id) until the
 * transaction ends, so a second "Enviar boletos do mês" at the same moment waits and then reads
 * which were sent. Whether each was sent is read after the lock (`billRowsById`).
 */
export async function lockOpenBillsOfMonth(tx: Tx, month: number, year: number): Promise<string[]> {
  const rows = await tx
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(extracts, eq(extracts.id, bills.extractId))
    .where(
      and(eq(bills.status, 'ABERTO'), isNull(bills.canceledAt), eq(extracts.month, month), eq(extracts.year, year)),
    )
    .orderBy(asc(bills.id))
    .for('update', { of: bills });
  return rows.map((r) => r.id);
}

/** Open bills due between two dates (inclusive), on `bills_open_due_idx`: the reminders' candidates. */
export async function openBillsDueBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({ id: bills.id, storeId: bills.storeId, dueDate: bills.dueDate })
    .from(bills)
    .where(and(eq(bills.status, 'ABERTO'), isNull(bills.canceledAt), gte(bills.dueDate, from), lte(bills.dueDate, to)))
    .orderBy(asc(bills.dueDate), asc(bills.id));
}

/** Locks one bill if it is still open and active (a reminder's own transaction). */
export async function lockOpenBill(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.id, id), eq(bills.status, 'ABERTO'), isNull(bills.canceledAt)))
    .for('update');
  return row !== undefined;
}
