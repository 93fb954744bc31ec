import { amountDueCents, type Extract, todayIn } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { writeAudits } from '../../plugins/audit';
import { auditFigures, monthLabel, oneOrMany, toExtracts } from './extracts.mapper';
import {
  activeStoresThatSold,
  billedAmong,
  freezeSales,
  lockStatements,
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

/** "01/12/2026" from YYYY-MM-DD. */
const dateBR = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Processes the statements of a month (DECISIONS.md, "Statements and bills"), in one transaction:
 * for each store one statement, created or replaced in place, frozen with its approved sales of the
 * month, the store's fee now and who processed it. A store without approved sales that month gets a
 * zero statement. Refused: a month that has not ended in APP_TIMEZONE (400), an unknown store
 * (400), a statement with an active bill (409, nothing written); with `'all-that-sold'` a billed
 * statement is left as it is instead (the job then processes only the others). Audited per statement: `process`
 * for a new one, `reprocess` with the figures before for a replaced one.
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

    const existing = await lockStatements(tx, storeIds, year, month);
    const refuse = (billedStoreIds: string[]) =>
      new AppError(
        'CONFLICT',
        oneOrMany(
          billedStoreIds
            .map((id) => names.get(id) ?? id)
            .sort((a, b) => a.localeCompare(b, 'pt-BR'))
            .map((name) => `O extrato de ${name} de ${label} já tem boleto: cancele o boleto antes de reprocessá-lo`),
        ),
      );
    const billed = existing.filter((e) => e.billed);
    if (billed.length > 0 && input.storeIds !== 'all-that-sold') throw refuse(billed.map((e) => e.storeId));
    // The monthly job leaves a statement staff already billed as it is, and processes the rest.
    const skipped = new Set(billed.map((e) => e.storeId));
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
    if (billedNow.size > 0) throw refuse(upserted.filter((u) => billedNow.has(u.id)).map((u) => u.storeId));
    await freezeSales(tx, ids, year, month);

    const rows = await statementsByIds(tx, ids);
    for (const { extract: e } of rows) {
      // The SQL sum applies the shared fee rule; a mismatch would be a bug, never a bill.
      if (e.amountDueCents !== amountDueCents(e.totalSalesCents, e.feeBps)) {
        throw new Error(`statement ${e.id}: amount due ${e.amountDueCents} breaks the fee rule`);
      }
    }
    await writeAudits(
      tx,
      rows.map(({ extract: e, tradeName }) => {
        const previous = before.get(e.id);
        return {
          moduleName: 'Extract' as const,
          methodName: previous ? 'reprocess' : 'process',
          entityId: e.id,
          userId: input.userId,
          previousState: previous ? { store: tradeName, ...auditFigures({ ...previous, month, year }) } : undefined,
          result: { store: tradeName, ...auditFigures(e) },
        };
      }),
    );
    return toExtracts(rows, input.timeZone);
  });
}
