import type { MailMessage, MailOverview } from '@mall/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../plugins/audit';
import { lockMail, mailCounts, type OutboxRow, requeueMail, troubledMail } from './mail.queries';

const SHOWN = 50;
const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

export const MAIL_MESSAGES = {
  notFound: 'E-mail não encontrado',
  alreadySent: 'Este e-mail já foi enviado',
  alreadyQueued: 'Este e-mail já está na fila e ainda não falhou: aguarde o envio',
  resent: 'E-mail colocado na fila para reenvio',
} as const;

function toMailMessage(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: iso(row.createdAt)!,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt)!,
  };
}

/** `GET /jobs/mail`: the outbox's counts, and the messages that failed (for good or so far). */
export async function mailOverview(db: Db): Promise<MailOverview> {
  const [rows, counts] = await Promise.all([troubledMail(db, SHOWN), mailCounts(db)]);
  return { data: rows.map(toMailMessage), ...counts, oldestPendingAt: iso(counts.oldestPendingAt) };
}

/**
 * `POST /jobs/mail/{id}/resend` ("Reenviar"): a failed message, or a pending one that keeps
 * failing, goes back in the queue for now with a fresh count of attempts; audited (module Job,
 * method `resendMail`). A sent message, or one waiting for its first attempt, is refused (409).
 */
export async function resendMail(
  db: Db,
  id: string,
  userId: string | null,
): Promise<{ message: string; data: MailMessage }> {
  return db.transaction(async (tx) => {
    const row = await lockMail(tx, id);
    if (!row) throw notFound(MAIL_MESSAGES.notFound);
    if (row.status === 'sent') throw conflict(MAIL_MESSAGES.alreadySent);
    if (row.status === 'pending' && row.attempts === 0) throw conflict(MAIL_MESSAGES.alreadyQueued);
    const requeued = await requeueMail(tx, id);
    await writeAudit(tx, {
      moduleName: 'Job',
      methodName: 'resendMail',
      entityId: id,
      userId,
      previousState: { status: row.status, attempts: row.attempts, error: row.error },
      result: { status: requeued.status, subject: row.subject },
    });
    return { message: MAIL_MESSAGES.resent, data: toMailMessage(requeued) };
  });
}
