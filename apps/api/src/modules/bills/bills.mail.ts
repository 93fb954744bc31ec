import {
  addDays,
  BILL_OVERDUE_REMINDER_DAYS,
  billReminderOn,
  formatDateBR,
  type SendMonthBillsBody,
  type SendMonthBillsResponse,
  todayIn,
} from '@mall/shared';
import type { PaymentConfig } from '../../config';
import type { Db } from '../../db/client';
import { iso } from '../../lib/serialize';
import { writeAudit } from '../../plugins/audit';
import { claimReminder } from '../reminders/reminders-sent.queries';
import { lockOpenBill, lockOpenBillsOfMonth, openBillsDueBetween } from './bills.mail.queries';
import { billRowsById, updateBill } from './bills.queries';
import { auditedState, queueBillMail } from './bills.service';

const pad2 = (n: number) => String(n).padStart(2, '0');
const NO_INVOICE_EMAIL = 'A loja não tem e-mail para notas fiscais cadastrado';

/**
 * "Enviar boletos do mês": every open (ABERTO) bill of the reference month not sent yet is
 * e-mailed with its PDF to its store's invoice e-mails, in one transaction, each audited (module
 * Bill, method `send`, `month: true`). A bill already sent (by hand or by an earlier click) and a
 * store without invoice e-mail are skipped and named; a second click queues nothing.
 */
export async function sendMonthBills(
  db: Db,
  actorId: string,
  body: SendMonthBillsBody,
  opts: { timeZone: string; payment: PaymentConfig },
): Promise<SendMonthBillsResponse> {
  const period = `${pad2(body.month)}/${body.year}`;
  return db.transaction(async (tx) => {
    const ids = await lockOpenBillsOfMonth(tx, body.month, body.year);
    const rows = ids.length > 0 ? await billRowsById(tx, ids) : [];
    const skipped: SendMonthBillsResponse['skipped'] = [];
    let queued = 0;
    let emails = 0;
    const now = new Date().toISOString();
    for (const row of rows) {
      const billId = row.billId!;
      if (row.sentAt) {
        const on = formatDateBR(todayIn(opts.timeZone, new Date(iso(row.sentAt))));
        skipped.push({ billId, storeName: row.tradeName, reason: `Já enviado em ${on}` });
        continue;
      }
      if ((row.invoiceEmails ?? []).length === 0) {
        skipped.push({ billId, storeName: row.tradeName, reason: NO_INVOICE_EMAIL });
        continue;
      }
      const before = await auditedState(tx, billId, opts.timeZone);
      const to = await queueBillMail(tx, row, opts.payment);
      await updateBill(tx, billId, { sentAt: now });
      await writeAudit(tx, {
        moduleName: 'Bill',
        methodName: 'send',
        entityId: billId,
        userId: actorId,
        previousState: before,
        result: { ...(await auditedState(tx, billId, opts.timeZone)), to, month: true },
      });
      queued += 1;
      emails += to.length;
    }
    const message =
      rows.length === 0
        ? `Nenhum boleto em aberto de ${period}`
        : queued === 0
          ? `Nenhum boleto enviado: os boletos em aberto de ${period} já foram enviados ou a loja não tem e-mail`
          : queued === 1
            ? `1 boleto de ${period} enviado por e-mail`
            : `${queued} boletos de ${period} enviados por e-mail`;
    return { message, queued, emails, skipped };
  });
}

/**
 * The daily reminders of open bills (docs/rules.md, "Reminders"): "vence em breve" from the 3rd
 * business day before the due date, "vencido" from the day after it (for 30 days), each once ever
 * per bill (`reminders_sent`), with the PDF, to the store's invoice e-mails, audited (module Bill,
 * `remindDueSoon` / `remindOverdue`, no user). A store without invoice e-mail gets it once it has one.
 */
export async function remindBills(
  db: Db,
  opts: { now: Date; timeZone: string; payment: PaymentConfig },
): Promise<{ dueSoon: number; overdue: number }> {
  const today = todayIn(opts.timeZone, opts.now);
  // The due-soon window never spans more than a fortnight, even around Carnaval.
  const candidates = await openBillsDueBetween(db, addDays(today, -BILL_OVERDUE_REMINDER_DAYS), addDays(today, 15));
  const sent = { dueSoon: 0, overdue: 0 };
  for (const c of candidates) {
    const kind = billReminderOn(c.dueDate!, today);
    if (!kind) continue;
    await db.transaction(async (tx) => {
      if (!(await lockOpenBill(tx, c.id))) return;
      const [row] = await billRowsById(tx, [c.id]);
      if (!row || (row.invoiceEmails ?? []).length === 0) return;
      if (!(await claimReminder(tx, kind, row.storeId, c.id))) return;
      const to = await queueBillMail(tx, row, opts.payment, kind);
      await writeAudit(tx, {
        moduleName: 'Bill',
        methodName: kind === 'bill_due_soon' ? 'remindDueSoon' : 'remindOverdue',
        entityId: c.id,
        userId: null,
        result: { to, dueDate: c.dueDate, store: row.tradeName, month: row.month, year: row.year },
      });
      if (kind === 'bill_due_soon') sent.dueSoon += 1;
      else sent.overdue += 1;
    });
  }
  return sent;
}
