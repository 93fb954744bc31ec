import {
  centsToReais,
  type Extract,
  type ExtractDetail,
  type ExtractList,
  type ExtractSale,
  type ExtractStatus,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Paging } from '../../lib/paging';
import { writeAudits } from '../../plugins/audit';
import { adjustmentLinesOf } from './extracts.adjust.queries';
import { historyOf } from './extracts.history';
import { auditFigures, monthLabel, oneOrMany, toExtracts } from './extracts.mapper';
import {
  deleteStatements,
  frozenSales,
  lockStatementsById,
  missingSales,
  monthRange,
  statementLog,
  statementPage,
  statementWithFigures,
} from './extracts.queries';

export const EXTRACT_NOT_FOUND = 'Extrato não encontrado';

export interface ExtractListQuery extends Paging {
  search?: string;
  status?: ExtractStatus;
  storeId?: string;
  month?: number;
  year?: number;
  includeZero?: boolean;
}

/**
 * Statements, newest month first then store name; `totalValue` sums the amount due of every
 * match (not only the page). A store owner (`scopeStoreId`) sees only its store's.
 */
export async function listExtracts(
  db: Db,
  q: ExtractListQuery,
  scopeStoreId: string | undefined,
  timeZone: string,
): Promise<ExtractList> {
  const { rows, total, totalValueCents } = await statementPage(db, { ...q, scopeStoreId });
  return { data: toExtracts(rows, timeZone), total, totalValue: centsToReais(totalValueCents) };
}

export async function getExtract(
  db: DbOrTx,
  id: string,
  scopeStoreId: string | undefined,
  timeZone: string,
): Promise<ExtractDetail> {
  const row = await statementWithFigures(db, id, scopeStoreId);
  if (!row) throw notFound(EXTRACT_NOT_FOUND);
  const e = row.extract;
  const [extract] = toExtracts([row], timeZone) as [Extract];
  const [frozen, missing, log, lines] = await Promise.all([
    frozenSales(db, id),
    missingSales(db, e),
    statementLog(db, id),
    adjustmentLinesOf(db, id),
  ]);
  const { start, next } = monthRange(e.year, e.month);
  const sales: ExtractSale[] = frozen.map((s) => {
    const current =
      s.currentId && s.currentNetCents !== null && s.currentStatus && s.currentSaleDate
        ? { netValue: centsToReais(s.currentNetCents), status: s.currentStatus, saleDate: s.currentSaleDate }
        : null;
    const changed =
      !current ||
      s.currentStatus !== 'approved' ||
      s.currentNetCents !== s.netCents ||
      s.currentStoreId !== e.storeId ||
      current.saleDate < start ||
      current.saleDate >= next;
    return {
      saleId: s.saleId,
      invoiceNumber: s.invoiceNumber,
      saleDate: s.saleDate,
      client: { name: s.clientName ?? '' },
      netValue: centsToReais(s.netCents),
      current,
      changed,
    };
  });
  return {
    ...extract,
    sales,
    missingSales: missing.map((s) => ({
      saleId: s.saleId,
      invoiceNumber: s.invoiceNumber,
      saleDate: s.saleDate,
      client: { name: s.clientName },
      netValue: centsToReais(s.netCents),
      current: { netValue: centsToReais(s.netCents), status: s.status, saleDate: s.saleDate },
      changed: true,
    })),
    adjustmentLines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      source: { extractId: l.sourceId, month: l.sourceMonth, year: l.sourceYear },
      totalSales: centsToReais(l.salesDeltaCents),
      amount: centsToReais(l.amountCents),
      sales: l.sales.map((s) => ({
        saleId: s.sale_id,
        invoiceNumber: s.invoice_number,
        saleDate: s.sale_date,
        client: { name: s.client_name ?? '' },
        before: s.before_cents === null ? null : centsToReais(Number(s.before_cents)),
        after: s.after_cents === null ? null : centsToReais(Number(s.after_cents)),
      })),
    })),
    history: historyOf(log),
  };
}

/**
 * Deletes statements without an active bill, all or none, in one transaction: an unknown id is a
 * 404 and a closed statement (billed, or carried onto another statement) a 409 naming its store
 * and month. Its own adjustment lines go with it: their differences wait for the next statement.
 * Audited per statement.
 */
export async function deleteExtracts(db: Db, actorId: string, extractIds: string[]): Promise<number> {
  const ids = [...new Set(extractIds)];
  return db.transaction(async (tx) => {
    const rows = await lockStatementsById(tx, ids);
    const found = new Set(rows.map((r) => r.extract.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new AppError('NOT_FOUND', oneOrMany(unknown.map((id) => `${EXTRACT_NOT_FOUND}: ${id}`)));
    const closed = rows.filter((r) => r.billed || r.carriedIn !== null);
    if (closed.length > 0) {
      throw new AppError(
        'CONFLICT',
        oneOrMany(
          closed.map((r) => {
            const label = `O extrato de ${r.tradeName} de ${monthLabel(r.extract.month, r.extract.year)}`;
            return r.billed
              ? `${label} tem boleto: cancele o boleto antes de excluí-lo`
              : `${label} já foi ajustado no extrato de ${monthLabel(r.carriedIn! % 100, Math.floor(r.carriedIn! / 100))}: ele não pode ser excluído`;
          }),
        ),
      );
    }
    await deleteStatements(tx, ids);
    await writeAudits(
      tx,
      rows.map((r) => ({
        moduleName: 'Extract' as const,
        methodName: 'delete',
        entityId: r.extract.id,
        userId: actorId,
        previousState: { store: r.tradeName, ...auditFigures(r.extract) },
      })),
    );
    return rows.length;
  });
}
