import {
  amountDueCents,
  type Bill,
  type BillStatus,
  type billListSchema,
  formatDateBR,
  todayIn,
  type UpdateBillBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { PaymentConfig } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bills } from '../../db/schema';
import { billEmail } from '../../emails';
import { auditedChange } from '../../lib/audited-change';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Paging } from '../../lib/paging';
import { iso } from '../../lib/serialize';
import { enqueueMail } from '../../plugins/mailer';
import { adjustmentLinesOf } from '../extracts/extracts.adjust.queries';
import { auditFigures, toBill, toBills } from './bills.mapper';
import { billFileName, renderBillPdf } from './bills.pdf';
import {
  type BillRow,
  billPage,
  billRowOfStatement,
  billRowsById,
  IS_ACTIVE_BILL,
  setStatementStatus,
  updateBill,
} from './bills.queries';

export const BILL_NOT_FOUND = 'Boleto não encontrado';

export interface BillListQuery extends Paging {
  search?: string;
  status?: BillStatus;
  storeId?: string;
  month?: number;
  year?: number;
  includeZero?: boolean;
}

/** One row per processed statement, newest month first; a store owner's own store only. */
export async function listBills(
  db: Db,
  q: BillListQuery,
  scopeStoreId: string | undefined,
  timeZone: string,
): Promise<z.infer<typeof billListSchema>> {
  const { rows, total } = await billPage(db, { ...q, scopeStoreId });
  return { data: toBills(rows, timeZone), total };
}

async function billRow(db: DbOrTx, id: string, scopeStoreId: string | undefined): Promise<BillRow> {
  const [row] = await billRowsById(db, [id], { scopeStoreId });
  if (!row) throw notFound(BILL_NOT_FOUND);
  return row;
}

export async function getBill(db: Db, id: string, scopeStoreId: string | undefined, timeZone: string) {
  return toBill(await billRow(db, id, scopeStoreId), todayIn(timeZone));
}

/**
 * The bill's PDF with its statement's figures: the month's fee amount and each adjustment line,
 * which add up to the amount due (DECISIONS.md, "Adjustments after a bill").
 */
async function pdfOf(db: DbOrTx, row: BillRow, payment: PaymentConfig) {
  const lines = await adjustmentLinesOf(db, row.extractId);
  return renderBillPdf({
    feeAmountCents: amountDueCents(row.totalSalesCents, row.extractFeeBps),
    adjustments: lines.map((l) => ({
      kind: l.kind,
      month: l.sourceMonth,
      year: l.sourceYear,
      amountCents: l.amountCents,
    })),
    billId: row.billId!,
    storeName: row.tradeName,
    cnpj: row.cnpj,
    month: row.month,
    year: row.year,
    salesCount: row.salesCount,
    totalSalesCents: row.totalSalesCents,
    feePercent: (row.billFeeBps ?? row.extractFeeBps) / 100,
    amountDueCents: row.billAmountDueCents ?? row.extractAmountDueCents,
    dueDate: row.dueDate ?? '',
    pixPayload: row.pixPayload,
    bankDetails: payment.bankDetails,
  });
}

/**
 * Queues a bill's e-mail (the bill template, its PDF attached) to each of its store's invoice
 * e-mails, in the caller's transaction; a reminder says the due date is near or past. Answers the
 * addresses (none when the store has no invoice e-mail: nothing is queued).
 */
export async function queueBillMail(
  tx: DbOrTx,
  row: BillRow,
  payment: PaymentConfig,
  reminder?: 'bill_due_soon' | 'bill_overdue',
): Promise<string[]> {
  const to = row.invoiceEmails ?? [];
  if (to.length === 0) return [];
  const pdf = await pdfOf(tx, row, payment);
  const email = await billEmail({
    storeName: row.tradeName,
    month: row.month,
    year: row.year,
    amountDueCents: row.billAmountDueCents ?? row.extractAmountDueCents,
    dueDate: row.dueDate ?? '',
    pixCopyPaste: row.pixPayload,
    bankDetails: payment.bankDetails,
    salesCount: row.salesCount,
    totalSalesCents: row.totalSalesCents,
    feePercent: (row.billFeeBps ?? row.extractFeeBps) / 100,
    reminder,
  });
  const attachment = {
    filename: billFileName(row.tradeName, row.month, row.year),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
  for (const address of to) await enqueueMail(tx, { to: address, ...email, attachments: [attachment] });
  return to;
}

/** A bill's PDF (another store's bill reads as not found for a store owner). */
export async function billPdf(db: Db, id: string, scopeStoreId: string | undefined, payment: PaymentConfig) {
  const row = await billRow(db, id, scopeStoreId);
  return { fileName: billFileName(row.tradeName, row.month, row.year), body: await pdfOf(db, row, payment) };
}

/** The bill's state for its audit row (canceled bills included: a cancellation logs the bill after it). */
export async function auditedState(tx: Tx, id: string, timeZone: string) {
  const [row] = await billRowsById(tx, [id], { withCanceled: true });
  if (!row) throw notFound(BILL_NOT_FOUND);
  return auditFigures(toBill(row, todayIn(timeZone)));
}

async function statementRowAfter(db: Db, extractId: string, timeZone: string): Promise<Bill> {
  const row = await billRowOfStatement(db, extractId);
  if (!row) throw notFound(BILL_NOT_FOUND);
  return toBill(row, todayIn(timeZone));
}

const PAID = 'O boleto já está quitado';
const WAITING = 'O boleto ainda aguarda registro';

/**
 * Marks a bill paid (QUITADO, statement `paid`), records or clears the provider's error, or
 * cancels an unpaid bill (statement back to NÃO GERADO, so it may be reprocessed or deleted), one
 * at a time, audited (module Bill: `markPaid`, `recordError`, `cancel`). Answers the statement's
 * row of the bills screen after the change (after a cancellation: the row without a bill).
 */
export async function changeBill(
  db: Db,
  actorId: string,
  id: string,
  body: UpdateBillBody,
  timeZone: string,
): Promise<{ message: string; data: Bill }> {
  const kind = 'paidAt' in body ? 'markPaid' : 'canceled' in body ? 'cancel' : 'recordError';
  let extractId = '';
  await auditedChange(db, {
    table: bills,
    id,
    where: IS_ACTIVE_BILL,
    notFound: BILL_NOT_FOUND,
    moduleName: 'Bill',
    methodName: kind,
    actorId,
    state: (tx, row) => auditedState(tx, row.id, timeZone),
    change: async (tx, before) => {
      extractId = before.extractId ?? '';
      if ('paidAt' in body) {
        if (before.status === 'QUITADO') throw conflict(PAID);
        if (before.status !== 'ABERTO') throw conflict(`${WAITING}: ele não pode ser quitado`);
        const today = todayIn(timeZone);
        const generatedOn = todayIn(timeZone, new Date(iso(before.createdAt)));
        if (body.paidAt > today) throw badRequest('A data do pagamento não pode ser no futuro');
        if (body.paidAt < generatedOn) {
          throw badRequest(
            `A data do pagamento não pode ser anterior à geração do boleto (${formatDateBR(generatedOn)})`,
          );
        }
        await updateBill(tx, id, { status: 'QUITADO', paidAt: body.paidAt });
        await setStatementStatus(tx, [extractId], 'paid');
      } else if ('canceled' in body) {
        if (before.status === 'QUITADO') throw conflict(`${PAID}: um boleto quitado não pode ser cancelado`);
        await updateBill(tx, id, { canceledAt: new Date().toISOString() });
        await setStatementStatus(tx, [extractId], 'pending');
      } else {
        await updateBill(tx, id, { errorMessage: body.errorMessage });
      }
    },
  });
  const message =
    kind === 'markPaid'
      ? 'Pagamento do boleto registrado'
      : kind === 'cancel'
        ? 'Boleto cancelado'
        : 'errorMessage' in body && body.errorMessage
          ? 'Erro do boleto registrado'
          : 'Erro do boleto removido';
  return { message, data: await statementRowAfter(db, extractId, timeZone) };
}

/**
 * E-mails an open bill's PDF to its store's invoice e-mails (up to 3, one message each) with the
 * bill template, through the outbox in the same transaction, and records when (`sentAt`).
 * Refused (409): a paid bill, one still being registered, a store without invoice e-mails.
 */
export async function sendBill(
  db: Db,
  actorId: string,
  id: string,
  opts: { timeZone: string; payment: PaymentConfig },
): Promise<{ message: string; data: Bill }> {
  let sentTo: string[] = [];
  let extractId = '';
  await auditedChange(db, {
    table: bills,
    id,
    where: IS_ACTIVE_BILL,
    notFound: BILL_NOT_FOUND,
    moduleName: 'Bill',
    methodName: 'send',
    actorId,
    state: async (tx, row) => ({
      ...(await auditedState(tx, row.id, opts.timeZone)),
      ...(sentTo.length > 0 ? { to: sentTo } : {}),
    }),
    change: async (tx, before) => {
      if (before.status === 'QUITADO') throw conflict(`${PAID}: não há o que enviar`);
      if (before.status !== 'ABERTO') throw conflict(`${WAITING}: envie-o quando estiver em aberto`);
      const row = await billRow(tx, id, undefined);
      extractId = row.extractId;
      const to = row.invoiceEmails ?? [];
      if (to.length === 0) {
        throw conflict(
          `A loja ${row.tradeName} não tem e-mail para notas fiscais cadastrado: cadastre até 3 no cadastro da loja para enviar o boleto`,
        );
      }
      await queueBillMail(tx, row, opts.payment);
      sentTo = to;
      await updateBill(tx, id, { sentAt: new Date().toISOString() });
    },
  });
  const n = sentTo.length;
  return {
    message: `Boleto enviado por e-mail para ${n === 1 ? '1 endereço' : `${n} endereços`} da loja`,
    data: await statementRowAfter(db, extractId, opts.timeZone),
  };
}
