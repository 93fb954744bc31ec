import { BRAND } from '@mall/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { type OutboxAttachment, outbox } from '../db/schema';
import { claimDue, type OutboxRow, recordFailure, recordSent } from './mailer.queries';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a bill's PDF). */
  attachments?: OutboxAttachment[];
  /** Where the reader's "Responder" goes (the contact form's message: the visitor who wrote). */
  replyTo?: string;
}

/**
 * Every message is signed with the programme's name. A designed message (`src/emails`) already
 * ends with the signature in its footer, and is not signed twice.
 */
export function signed(text: string): string {
  const signature = `\n\n${BRAND}`;
  return text.endsWith(signature) ? text : `${text}${signature}`;
}

/**
 * Queues an e-mail in the outbox, signed with the programme's name. Called with the transaction of
 * the change it announces, so a message is sent only for a change that committed. The product's
 * messages come from the templates in `src/emails` (`{ to, ...await voucherEmail(…) }`): HTML in
 * the branded layout plus the plain-text part.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    text: signed(mail.text),
    html: mail.html ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    replyTo: mail.replyTo ?? null,
  });
}

/**
 * When a failed message is tried again: 15 s after the first failure, then 30 s, 1 min, 2 min…
 * doubling up to an hour between attempts. A 45-second outage delays a message by under two
 * minutes (attempts at 0, 15, 45 and 105 s); a message is given up on (`failed`) only after
 * `MAIL_MAX_ATTEMPTS` attempts, whose waits add up to more than a day.
 */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}

/** Attempts before a message is `failed`: the first whose waits before it add up to a day. */
export const MAIL_MAX_ATTEMPTS = (() => {
  let waited = 0;
  let attempts = 1;
  while (waited < 24 * 60 * 60_000) waited += mailRetryDelayMs(attempts++);
  return attempts;
})();

/** SMTP time limits, in milliseconds: a server that is down or hangs costs seconds, not minutes. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export interface MailDispatcher {
  /** Sends what is due; answers how many were sent. */
  flush(): Promise<number>;
  /** Sends what is due; answers how many were sent and how many failed (kept for retry, or failed for good). */
  deliver(): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox through SMTP when SMTP_URL is set. Without it, messages stay in the outbox
 * (readable by the team) and are only logged. Nothing is sent inside a database transaction: a
 * short statement claims the due messages, they are sent through a pooled connection with time
 * limits, and each outcome is recorded on its own. A failed message is retried later
 * (`mailRetryDelayMs`) and, after a day of failures, left `failed` for staff to resend from the
 * jobs screen. The job queue calls `deliver()` every few seconds (job `mail.outbox`).
 */
export function startMailDispatcher(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  timeouts?: SmtpTimeouts;
}): MailDispatcher {
  const timeouts = opts.timeouts ?? SMTP_TIMEOUTS;
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
      })
    : undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      await transport!.sendMail({
        from: opts.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
      });
      await recordSent(opts.db, row.id);
      return true;
    } catch (err) {
      const message = String((err as Error).message ?? err);
      const outcome = await recordFailure(opts.db, row, message, {
        giveUp: row.attempts >= MAIL_MAX_ATTEMPTS,
        delayMs: mailRetryDelayMs(row.attempts),
      });
      const log = outcome === 'failed' ? opts.log.error.bind(opts.log) : opts.log.warn.bind(opts.log);
      log(
        { err, mailId: row.id, attempts: row.attempts },
        outcome === 'failed' ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
      );
      return false;
    }
  }

  async function deliverBatch(): Promise<{ sent: number; failed: number }> {
    if (!transport) return { sent: 0, failed: 0 };
    const rows = await claimDue(opts.db);
    const outcomes = await Promise.all(rows.map(send));
    const sent = outcomes.filter(Boolean).length;
    return { sent, failed: outcomes.length - sent };
  }

  const deliver = () => {
    running ??= deliverBatch().finally(() => {
      running = undefined;
    });
    return running;
  };

  if (!transport) opts.log.info('SMTP_URL not set: e-mails are kept in the outbox table');

  return {
    deliver,
    flush: async () => (await deliver()).sent,
    async stop() {
      await running?.catch(() => 0);
      transport?.close();
    },
  };
}
