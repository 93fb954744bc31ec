import { amountDueCents, centsToReais, type Extract, feePercentOf, todayIn } from '@mall/shared';
import { iso } from '../../lib/serialize';
import type { CurrentFigures, StatementRow } from './extracts.queries';

/** One message as a string, several as a list (the error envelope's two shapes). */
export const oneOrMany = (messages: string[]): string | string[] => (messages.length === 1 ? messages[0]! : messages);

/** "03/2026": how a statement's month reads in messages and history. */
export function monthLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

type Figures = CurrentFigures;

/** Whether the statement is closed (DECISIONS.md, "Adjustments after a bill"): billed, or carried onto another. */
const isClosed = (row: StatementRow, figures: Figures | undefined) =>
  Boolean(row.billId) || (figures?.carriedIn?.length ?? 0) > 0;

/**
 * The difference between a statement and the current approved sales of its store-month, or null
 * when nothing changed and nothing was ever adjusted: same sales, same values (an edit that keeps
 * the total still counts). The part later statements took (`sales` lines naming it) is
 * `adjusted`; the rest is `pending`, which goes onto the next statement once the statement is
 * closed, or waits for a reprocessing otherwise.
 */
function divergenceOf(row: StatementRow, figures: Figures | undefined): Extract['divergence'] {
  if (!figures) return null;
  const e = row.extract;
  const salesLines = (figures.carriedIn ?? []).filter((l) => l.kind === 'sales');
  const changedSales = figures.changedFrozen + figures.missing;
  const unchanged =
    changedSales === 0 && figures.currentCount === e.salesCount && figures.currentTotal === e.totalSalesCents;
  if (unchanged && salesLines.length === 0) return null;
  const feeNow = amountDueCents(figures.currentTotal, e.feeBps);
  const feeThen = amountDueCents(e.totalSalesCents, e.feeBps);
  const adjustedSales = salesLines.reduce((sum, l) => sum + Number(l.salesDeltaCents), 0);
  const adjustedAmount = salesLines.reduce((sum, l) => sum + Number(l.amountCents), 0);
  const pendingAmount = feeNow - feeThen - adjustedAmount;
  const pendingChanged = figures.pendingChanged ?? changedSales;
  const closed = isClosed(row, figures);
  const settled = pendingChanged === 0 && pendingAmount === 0;
  return {
    currentTotalSales: centsToReais(figures.currentTotal),
    currentAmountDue: centsToReais(Math.max(0, feeNow + e.adjustmentsCents)),
    difference: centsToReais(figures.currentTotal - e.totalSalesCents),
    amountDueDifference: centsToReais(feeNow - feeThen),
    changedSales,
    adjusted:
      salesLines.length > 0
        ? { totalSales: centsToReais(adjustedSales), amountDue: centsToReais(adjustedAmount) }
        : null,
    pending: {
      totalSales: centsToReais(figures.currentTotal - e.totalSalesCents - adjustedSales),
      amountDue: centsToReais(pendingAmount),
      changedSales: pendingChanged,
    },
    settlement: settled ? 'settled' : closed ? 'next_statement' : 'reprocess',
    reopenable: Boolean(row.billId) && row.billStatus !== 'QUITADO' && (figures.carriedIn?.length ?? 0) === 0,
  };
}

function toExtract(row: StatementRow, figures: Figures | undefined, today: string): Extract {
  const e = row.extract;
  return {
    id: e.id,
    storeId: e.storeId,
    store: { id: e.storeId, tradeName: row.tradeName, fee: feePercentOf(row.storeFeeBps) },
    month: e.month,
    year: e.year,
    salesCount: e.salesCount,
    totalSales: centsToReais(e.totalSalesCents),
    fee: feePercentOf(e.feeBps),
    feeAmount: centsToReais(amountDueCents(e.totalSalesCents, e.feeBps)),
    adjustments: centsToReais(e.adjustmentsCents),
    amountDue: centsToReais(e.amountDueCents),
    balanceCarried: centsToReais(e.balanceCarriedCents),
    carriedIn: (figures?.carriedIn ?? []).map((l) => ({
      extractId: l.extractId,
      month: l.month,
      year: l.year,
      kind: l.kind,
      totalSales: centsToReais(Number(l.salesDeltaCents)),
      amount: centsToReais(Number(l.amountCents)),
    })),
    status: e.status,
    processedAt: iso(e.processedAt),
    processedBy: e.processedById ? { id: e.processedById, name: row.processedByName ?? '' } : null,
    divergence: divergenceOf(row, figures),
    bill:
      row.billId && row.billStatus
        ? {
            id: row.billId,
            status: row.billStatus,
            dueDate: row.billDueDate,
            overdue: row.billStatus === 'ABERTO' && row.billDueDate !== null && row.billDueDate < today,
          }
        : null,
  };
}

/**
 * Statements as the API answers them. A row read with its current figures carries its divergence;
 * one without (a statement this transaction just froze) has none.
 */
export function toExtracts(rows: readonly (StatementRow & { figures?: Figures })[], timeZone: string): Extract[] {
  const today = todayIn(timeZone);
  return rows.map((row) => toExtract(row, row.figures, today));
}

/** What an audit row keeps of a statement: its figures, never more. */
export function auditFigures(e: {
  storeId: string;
  month: number;
  year: number;
  salesCount: number;
  totalSalesCents: number;
  feeBps: number;
  amountDueCents: number;
  adjustmentsCents?: number;
  balanceCarriedCents?: number;
  status: string;
}) {
  return {
    storeId: e.storeId,
    month: e.month,
    year: e.year,
    salesCount: e.salesCount,
    totalSales: centsToReais(e.totalSalesCents),
    fee: feePercentOf(e.feeBps),
    amountDue: centsToReais(e.amountDueCents),
    adjustments: centsToReais(e.adjustmentsCents ?? 0),
    balanceCarried: centsToReais(e.balanceCarriedCents ?? 0),
    status: e.status,
  };
}
