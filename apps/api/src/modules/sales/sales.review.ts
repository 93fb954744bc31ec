import {
  approvalInvoiceNumber,
  type BulkBlocker,
  bulkBlocker,
  DEFAULT_TIMEZONE,
  EDITABLE_SALE_STATUSES,
  formatDateBR,
  reaisToCents,
  type Sale,
  salePoints,
  todayIn,
} from '@mall/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaigns, clients, rescues, sales, stores } from '../../db/schema';
import { purchaseApprovedEmail, purchaseCanceledEmail, purchaseRejectedEmail, type RenderedEmail } from '../../emails';
import { auditedChange } from '../../lib/audited-change';
import { AppError, badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { enqueueMail } from '../../plugins/mailer';
import { campaignForSaleDate, SALE_MESSAGES } from './sales.create';
import { contestDeadlineOf, findSale, listSales, SALE_NOT_FOUND, type SaleRow } from './sales.queries';
import { type SignalOptions, withSignals } from './sales.signals';

export const REVIEW_MESSAGES = {
  onlyPendingApprove: 'Apenas compras em análise podem ser aprovadas',
  notReviewable: 'Esta compra já foi rejeitada ou cancelada',
  redeemed: 'A compra não pode ser cancelada: o cliente já resgatou um benefício nesta campanha',
  notEditable: 'Apenas compras em análise ou aprovadas podem ser editadas',
  approvedNeedsInvoice: 'Compra aprovada precisa do número da nota fiscal',
  onlyRejectedContest: 'Apenas compras rejeitadas podem ser contestadas',
  contestedOnce: 'Esta compra já foi contestada uma vez: a nova decisão é final',
  contestClosed: (until: string) =>
    `O prazo para contestar esta compra terminou em ${until}: a rejeição não pode mais ser contestada`,
  checksOpen: 'Nem todas as verificações desta compra passaram: aprove-a sozinha, depois de conferir',
  signalsRaised: 'Esta compra tem sinais de fraude: aprove-a sozinha, depois de conferir',
  documentHeld:
    'Este documento fiscal já foi registrado em outra compra depois da rejeição: a contestação não pode ser aceita',
} as const;

interface Ctx {
  actorId: string;
  timeZone: string;
  publicUrl: string;
}

async function rateOf(tx: Tx, campaignId: string): Promise<number> {
  const [c] = await tx.select({ rate: campaigns.conversionRate }).from(campaigns).where(eq(campaigns.id, campaignId));
  return c?.rate ?? 100;
}

interface PurchaseMailData {
  name: string;
  netCents: number;
  saleDate: string;
  storeName: string;
  link: string;
}

/** E-mails the sale's customer the message `build` draws from the sale, in the change's transaction. */
async function notifyClient(
  tx: Tx,
  sale: SaleRow,
  ctx: Ctx,
  build: (data: PurchaseMailData) => Promise<RenderedEmail>,
) {
  const [row] = await tx
    .select({ name: clients.name, email: clients.email, storeName: stores.tradeName })
    .from(clients)
    .innerJoin(stores, eq(stores.id, sale.storeId))
    .where(eq(clients.id, sale.clientId));
  if (!row) return;
  const mail = await build({
    name: row.name,
    netCents: sale.netCents,
    saleDate: sale.saleDate,
    storeName: row.storeName,
    link: `${ctx.publicUrl}/meus-pontos`,
  });
  await enqueueMail(tx, { to: row.email, ...mail });
}

async function reviewed(
  db: Db,
  id: string,
  methodName: string | ((before: SaleRow) => string),
  ctx: Ctx,
  /** Applies the change to the locked row. */
  change: (tx: Tx, locked: SaleRow) => Promise<void>,
): Promise<Sale> {
  try {
    return await auditedChange(db, {
      table: sales,
      id,
      notFound: SALE_NOT_FOUND,
      moduleName: 'Sale',
      methodName,
      actorId: ctx.actorId,
      state: (tx) => findSale(tx, id),
      change,
    });
  } catch (err) {
    const constraint = err instanceof AppError ? undefined : uniqueViolation(err);
    // A contest takes its document back only while no other purchase holds it.
    if (constraint?.includes('fiscal')) throw conflict(REVIEW_MESSAGES.documentHeld);
    if (constraint !== undefined) throw conflict(SALE_MESSAGES.invoiceTaken);
    throw err;
  }
}

/** Approves a locked pending sale with `invoiceNumber`: points by the campaign's rule, the customer told. */
async function approveLocked(tx: Tx, sale: SaleRow, invoiceNumber: string, ctx: Ctx): Promise<void> {
  const points = salePoints(sale.netCents, await rateOf(tx, sale.campaignId));
  await tx
    .update(sales)
    .set({
      status: 'approved',
      invoiceNumber,
      points,
      // A contested purchase approved at last: its earlier rejection's reason no longer stands.
      reason: null,
      reviewedByUserId: ctx.actorId,
      reviewedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(sales.id, sale.id));
  await notifyClient(tx, sale, ctx, (data) => purchaseApprovedEmail({ ...data, points }));
}

/** pending -> approved, with the invoice number; points are set by the campaign's rule. */
export function approveSale(db: Db, id: string, invoiceNumber: string, ctx: Ctx): Promise<Sale> {
  return reviewed(db, id, 'approve', ctx, async (tx, sale) => {
    if (sale.status !== 'pending') throw conflict(REVIEW_MESSAGES.onlyPendingApprove);
    await approveLocked(tx, sale, invoiceNumber, ctx);
  });
}

/** What bulk approval answers for each purchase it leaves as it was. */
const BULK_REFUSALS: Readonly<Record<BulkBlocker, string>> = {
  not_pending: REVIEW_MESSAGES.onlyPendingApprove,
  no_checks: REVIEW_MESSAGES.checksOpen,
  no_key: REVIEW_MESSAGES.checksOpen,
  checks_open: REVIEW_MESSAGES.checksOpen,
  signals: REVIEW_MESSAGES.signalsRaised,
  no_invoice: REVIEW_MESSAGES.approvedNeedsInvoice,
};

/**
 * Approves each selected purchase that is pending with every check passed, each in its own
 * transaction and audit entry, as if approved one by one; the others are left as they were and
 * reported with why. A purchase another reviewer decided meanwhile is skipped too.
 */
export async function bulkApproveSales(
  db: Db,
  ids: readonly string[],
  ctx: Ctx,
  signals: SignalOptions,
): Promise<{ approved: Sale[]; skipped: { id: string; message: string }[] }> {
  const approved: Sale[] = [];
  const skipped: { id: string; message: string }[] = [];
  // The signals as the queue showed them: the rule (`bulkBlocker`) is the one the queue offers by.
  const found = await listSales(db, { ids: [...new Set(ids)], page: 1, limit: ids.length });
  const signalsOf = new Map((await withSignals(db, found.data, signals)).map((s) => [s.id, s.signals]));
  for (const id of new Set(ids)) {
    try {
      approved.push(
        await reviewed(db, id, 'approve', ctx, async (tx, sale) => {
          const blocker = bulkBlocker({ ...sale, signals: signalsOf.get(sale.id) });
          if (blocker) throw conflict(BULK_REFUSALS[blocker]);
          await approveLocked(tx, sale, approvalInvoiceNumber(sale)!, ctx);
        }),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      skipped.push({ id, message: err.message });
    }
  }
  return { approved, skipped };
}

/**
 * pending -> rejected, approved -> canceled (points reversed); both need a reason and are
 * final. An approved sale cannot be canceled once the customer redeemed in its campaign.
 */
export function rejectSale(db: Db, id: string, reason: string, ctx: Ctx): Promise<Sale> {
  const methodName = (sale: SaleRow) => (sale.status === 'approved' ? 'cancel' : 'reject');
  return reviewed(db, id, methodName, ctx, async (tx, sale) => {
    if (sale.status === 'rejected' || sale.status === 'canceled') throw conflict(REVIEW_MESSAGES.notReviewable);
    if (sale.status === 'approved') {
      const [rescue] = await tx
        .select({ id: rescues.id })
        .from(rescues)
        .where(
          and(
            eq(rescues.clientId, sale.clientId),
            eq(rescues.campaignId, sale.campaignId),
            ne(rescues.status, 'CANCELADO'),
          ),
        )
        .for('update');
      if (rescue) throw conflict(REVIEW_MESSAGES.redeemed);
    }
    const status = sale.status === 'approved' ? 'canceled' : 'rejected';
    const now = new Date().toISOString();
    await tx
      .update(sales)
      .set({ status, reason, points: null, reviewedByUserId: ctx.actorId, reviewedAt: now, updatedAt: now })
      .where(eq(sales.id, sale.id));
    if (status === 'canceled') {
      await notifyClient(tx, sale, ctx, (data) => purchaseCanceledEmail({ ...data, reason }));
      return;
    }
    // A first rejection may be contested until its deadline; one after a contest is final.
    const contestUntil = sale.contestedAt
      ? null
      : todayIn(DEFAULT_TIMEZONE, contestDeadlineOf({ reviewedAt: now, updatedAt: now }));
    await notifyClient(tx, sale, ctx, (data) =>
      purchaseRejectedEmail({
        ...data,
        // Meus pontos on the purchase's date: the purchase with its "Contestar" in view.
        link: contestUntil ? `${data.link}?startDate=${sale.saleDate}&endDate=${sale.saleDate}` : data.link,
        reason,
        contestUntil,
      }),
    );
  });
}

/**
 * rejected -> pending, once, by the purchase's own customer with a message, within 30 days of the
 * rejection (`contestDeadlineOf`): it returns to the review queue marked as contested, its earlier
 * reason kept for staff, and its next decision is final. Another customer's purchase reads as not
 * found.
 */
export function contestSale(db: Db, id: string, clientId: string, message: string, ctx: Ctx): Promise<Sale> {
  return reviewed(db, id, 'contest', ctx, async (tx, sale) => {
    if (sale.clientId !== clientId) throw notFound(SALE_NOT_FOUND);
    if (sale.status !== 'rejected') throw conflict(REVIEW_MESSAGES.onlyRejectedContest);
    if (sale.contestedAt) throw conflict(REVIEW_MESSAGES.contestedOnce);
    const deadline = contestDeadlineOf(sale);
    if (Date.now() > deadline.getTime())
      throw conflict(REVIEW_MESSAGES.contestClosed(formatDateBR(todayIn(DEFAULT_TIMEZONE, deadline))));
    const now = new Date().toISOString();
    await tx
      .update(sales)
      .set({
        status: 'pending',
        contestedAt: now,
        contestMessage: message,
        reviewedByUserId: null,
        reviewedAt: null,
        updatedAt: now,
      })
      .where(eq(sales.id, sale.id));
  });
}

/** Date, value (net) and invoice number, while pending or approved; points follow. */
export function updateSale(
  db: Db,
  id: string,
  input: { amount?: number; invoiceNumber?: string; saleDate?: string },
  ctx: Ctx,
): Promise<Sale> {
  return reviewed(db, id, 'update', ctx, async (tx, sale) => {
    if (!EDITABLE_SALE_STATUSES.includes(sale.status)) throw conflict(REVIEW_MESSAGES.notEditable);
    if (input.saleDate && input.saleDate !== sale.saleDate) await campaignForSaleDate(tx, input.saleDate, ctx.timeZone);
    const netCents = input.amount === undefined ? sale.netCents : reaisToCents(input.amount);
    if (netCents < 0) throw badRequest(SALE_MESSAGES.negativeNet);
    const points = sale.status === 'approved' ? salePoints(netCents, await rateOf(tx, sale.campaignId)) : sale.points;
    await tx
      .update(sales)
      .set({
        saleDate: input.saleDate,
        invoiceNumber: input.invoiceNumber,
        netCents,
        grossCents: netCents + sale.discountCents,
        points,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(sales.id, sale.id));
  });
}
