import { type Bill, type BillStatus, centsToReais, feePercentOf, todayIn } from '@mall/shared';
import { iso } from '../../lib/serialize';
import type { billRowOfStatement } from './bills.queries';

/** What a row of the bills screen is read from (a page row or a bill by id). */
type Row = NonNullable<Awaited<ReturnType<typeof billRowOfStatement>>>;

/** "2026-03-01": the first day of a statement's month. */
export function monthRefOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** An open bill past its due date in APP_TIMEZONE: computed, so it is right before any job runs. */
export function isOverdue(status: BillStatus, dueDate: string | null, today: string): boolean {
  return status === 'ABERTO' && dueDate !== null && dueDate < today;
}

/** A row of the bills screen: the statement's figures, and its bill's when it has one. */
export function toBill(row: Row, today: string): Bill {
  const status: BillStatus = row.billId && row.billStatus ? row.billStatus : 'NÃO GERADO';
  return {
    id: row.billId,
    extractId: row.extractId,
    storeId: row.storeId,
    store: { id: row.storeId, tradeName: row.tradeName },
    monthRef: monthRefOf(row.year, row.month),
    month: row.month,
    year: row.year,
    salesCount: row.salesCount,
    totalSales: centsToReais(row.totalSalesCents),
    amountDue: centsToReais(row.billAmountDueCents ?? row.extractAmountDueCents),
    adminFee: feePercentOf(row.billFeeBps ?? row.extractFeeBps),
    dueDate: row.dueDate,
    paidAt: row.paidAt,
    errorMessage: row.errorMessage,
    status,
    overdue: isOverdue(status, row.dueDate, today),
    sentAt: iso(row.sentAt),
    pixCopyPaste: row.pixPayload,
    createdAt: iso(row.billCreatedAt),
  };
}

export function toBills(rows: readonly Row[], timeZone: string): Bill[] {
  const today = todayIn(timeZone);
  return rows.map((row) => toBill(row, today));
}

/**
 * What a bill's audit row keeps: the figures the statement's history prints (amount, due date,
 * payment, error), its store and month, nothing else.
 */
export function auditFigures(bill: Bill, extra: Record<string, unknown> = {}) {
  return {
    extractId: bill.extractId,
    store: bill.store.tradeName,
    month: bill.month,
    year: bill.year,
    salesCount: bill.salesCount,
    totalSales: bill.totalSales,
    fee: bill.adminFee,
    amountDue: bill.amountDue,
    dueDate: bill.dueDate,
    status: bill.status,
    paidAt: bill.paidAt,
    errorMessage: bill.errorMessage,
    sentAt: bill.sentAt,
    ...extra,
  };
}
