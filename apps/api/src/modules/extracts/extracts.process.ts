import { amountDueCents, centsToReais, type Extract, todayIn } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { writeAudits } from '../../plugins/audit';
import { adjustStatements, type NewAdjustment } from './extracts.adjust.queries';
import { auditFigures, monthLabel, oneOrMany, toExtracts } from './extracts.mapper';
import {
  activeStoresThatSold,
  billedAmong,
  freezeSales,
  lockStatements,
  lockStores,
  monthRange,
  statementsByIds,
  storesByIds,
  upsertStatements,
} from './extracts.queries';

export interface ProcessStatementsInput {
  /** The stores to process, or every active store with an approved sale that month (the monthly job). */
  storeIds: string[] | 'all-that-sold';
  month: number;
  year: number;
  /** Who processed; null for the scheduled job. */
  userId: string | null;
  /** APP_TIMEZONE: the month must have ended there. */
  timeZone: string;
}

/** "04/2026" from year * 100 + month. */
const yearMonthLabel = (ym: number) => monthLabel(ym % 100, Math.floor(ym / 100));

/** What an audit row keeps of an adjustment line. */
const auditLine = (l: NewAdjustment) => ({
  sourceExtractId: l.sourceExtractId,
  kind: l.kind,
  totalSales: centsToReais(l.salesDeltaCents),
  amount: centsToReais(l.amountCents),
});

/** "01/12/2026" from YYYY-MM-DD. */
const dateBR = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Processes the statements of a month (DECISIONS.md, "Statements and bills"), in one transaction:
 * for each store one statement, created or replaced in place, frozen with its approved sales of the
 * month, the store's fee now and who processed it, with its adjustment lines made again
 * (`adjustStatements`: differences of earlier closed months of the store, a negative balance
 * carried on). A store named explicitly without approved sales that month gets a zero statement;
 * `'all-that-sold'` ("process all" and the monthly job) takes only the active stores that sold.
 * Refused: a month that has not ended in APP_TIMEZONE (400), an unknown store (400), a closed
 * statement (an active bill, or already carried onto another statement: 409, nothing written);
 * with `'all-that-sold'` a closed statement is left as it is instead. Audited per statement:
 * `process` for a new one, `reprocess` with the figures before for a replaced one, each with its
 * lines; and `adjustedIn` on each statement a line names.
 *
 * Called by `POST /extracts/process` and by the monthly job (`storeIds: 'all-that-sold'`,
 * `userId: null`). Answers the statements, ordered by store name.
 */
export async function processStatements(db: DbOrTx, input: ProcessStatementsInput): Promise<Extract[]> {
  const { month, year } = input;
  const label = monthLabel(month, year);
  const { next } = monthRange(year, month);
  if (todayIn(input.timeZone) < next) {
    throw badRequest(`O mês ${label} ainda não terminou: ele pode ser processado a partir de ${dateBR(next)}`);
  }
  return db.transaction(async (tx) => {
    let targets: { id: string; tradeName: string; feeBps: number }[];
    if (input.storeIds === 'all-that-sold') {
      targets = await activeStoresThatSold(tx, year, month);
    } else {
      const wanted = [...new Set(input.storeIds)];
      targets = await storesByIds(tx, wanted);
      const known = new Set(targets.map((s) => s.id));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) throw badRequest(oneOrMany(unknown.map((id) => `Loja não encontrada: ${id}`)));
    }
    if (targets.length === 0) return [];
    const storeIds = targets.map((s) => s.id);
    const names = new Map(targets.map((s) => [s.id, s.tradeName]));

    await lockStores(tx, storeIds);
    const existing = await lockStatements(tx, storeIds, year, month);
    const refuse = (closed: readonly { storeId: string; billed: boolean; carriedIn: number | null }[]) =>
      new AppError(
        'CONFLICT',
        oneOrMany(
          closed
            .map((e) => ({ name: names.get(e.storeId) ?? e.storeId, e }))
            .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
            .map(({ name, e }) =>
              e.billed
                ? `O extrato de ${name} de ${label} já tem boleto: cancele o boleto antes de reprocessá-lo`
                : `O extrato de ${name} de ${label} já foi ajustado no extrato de ${yearMonthLabel(e.carriedIn!)}: ele não pode mais ser reprocessado`,
            ),
        ),
      );
    // Closed: billed, or carried onto another statement (its later changes go onto the next one).
    const closed = existing.filter((e) => e.billed || e.carriedIn !== null);
    if (closed.length > 0 && input.storeIds !== 'all-that-sold') throw refuse(closed);
    // "Process all" and the monthly job leave a closed statement as it is, and process the rest.
    const skipped = new Set(closed.map((e) => e.storeId));
    if (skipped.size > 0) targets = targets.filter((s) => !skipped.has(s.id));
    if (targets.length === 0) return [];
    const before = new Map(existing.map((e) => [e.id, e]));

    // Rows are locked in one order (store id) by every request, so two at once queue, never deadlock.
    const byId = [...targets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const upserted = await upsertStatements(
      tx,
      byId.map((s) => ({ storeId: s.id, feeBps: s.feeBps })),
      year,
      month,
      input.userId,
    );
    const ids = upserted.map((u) => u.id);
    // A statement another request created meanwhile, and billed, is now locked by the upsert.
    const billedNow = new Set((await billedAmong(tx, ids)).map((b) => b.extractId));
    if (billedNow.size > 0) {
      throw refuse(
        upserted.filter((u) => billedNow.has(u.id)).map((u) => ({ storeId: u.storeId, billed: true, carriedIn: null })),
      );
    }
    await freezeSales(tx, ids, year, month);
    const lines = await adjustStatements(tx, ids, year, month);

    const rows = await statementsByIds(tx, ids);
    for (const { extract: e } of rows) {
      // The SQL sum applies the shared fee rule; a mismatch would be a bug, never a bill.
      const owed = amountDueCents(e.totalSalesCents, e.feeBps) + e.adjustmentsCents;
      if (e.amountDueCents !== Math.max(0, owed) || e.balanceCarriedCents !== Math.min(0, owed)) {
        throw new Error(`statement ${e.id}: amount due ${e.amountDueCents} breaks the fee rule`);
      }
    }
    const linesOf = (extractId: string) => lines.filter((l) => l.extractId === extractId);
    await writeAudits(tx, [
      ...rows.map(({ extract: e, tradeName }) => {
        const previous = before.get(e.id);
        return {
          moduleName: 'Extract' as const,
          methodName: previous ? 'reprocess' : 'process',
          entityId: e.id,
          userId: input.userId,
          previousState: previous ? { store: tradeName, ...auditFigures({ ...previous, month, year }) } : undefined,
          result: { store: tradeName, ...auditFigures(e), adjustmentLines: linesOf(e.id).map(auditLine) },
        };
      }),
      // The statement a line names hears of it: its history reads where its difference went.
      ...lines.map((l) => ({
        moduleName: 'Extract' as const,
        methodName: 'adjustedIn',
        entityId: l.sourceExtractId,
        userId: input.userId,
        result: { extractId: l.extractId, month, year, ...auditLine(l) },
      })),
    ]);
    return toExtracts(rows, input.timeZone);
  });
}
