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

/**
 * The difference between a statement and the current approved sales of its store-month, or null
 * when nothing changed: same sales, same values (an edit that keeps the total still counts).
 */
function divergenceOf(row: StatementRow, figures: Figures | undefined): Extract['divergence'] {
  if (!figures) return null;
  const changedSales = figures.changedFrozen + figures.missing;
  const e = row.extract;
  if (changedSales === 0 && figures.currentCount === e.salesCount && figures.currentTotal === e.totalSalesCents) {
    return null;
  }
  const currentDue = amountDueCents(figures.currentTotal, e.feeBps);
  return {
    currentTotalSales: centsToReais(figures.currentTotal),
    currentAmountDue: centsToReais(currentDue),
    difference: centsToReais(figures.currentTotal - e.totalSalesCents),
    amountDueDifference: centsToReais(currentDue - e.amountDueCents),
    changedSales,
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
    amountDue: centsToReais(e.amountDueCents),
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
    status: e.status,
  };
}
