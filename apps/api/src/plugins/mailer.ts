import { BRAND } from '@mall/shared';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { type OutboxAttachment, outbox } from '../db/schema';
import { increment } from '../lib/sql';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a bill's PDF). */
  attachments?: OutboxAttachment[];
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
  });
}

const MAX_ATTEMPTS = 5;

export interface MailDispatcher {
  /** Sends what is waiting; answers how many were sent. */
  flush(): Promise<number>;
  /** Sends what is waiting; answers how many were sent and how many failed (kept for retry). */
  deliver(): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox through SMTP when SMTP_URL is set. Without it, messages stay in the outbox
 * (readable by the team) and are only logged. Rows are claimed with SKIP LOCKED on PostgreSQL,
 * so several API processes never send the same message twice. The job queue calls `deliver()`
 * every few seconds (job `mail.outbox`, src/modules/jobs); there is no timer here.
 */
export function startMailDispatcher(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  engine: 'pglite' | 'postgres';
}): MailDispatcher {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliverBatch(): Promise<{ sent: number; failed: number }> {
    if (!transport) return { sent: 0, failed: 0 };
    let sent = 0;
    let failed = 0;
    await opts.db.transaction(async (tx) => {
      const claim = tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outbox.createdAt))
        .limit(20);
      const rows = opts.engine === 'postgres' ? await claim.for('update', { skipLocked: true }) : await claim;
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: row.to,
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
          await tx
            .update(outbox)
            .set({ sentAt: new Date().toISOString(), attempts: row.attempts + 1, error: null })
            .where(eq(outbox.id, row.id));
          sent += 1;
        } catch (err) {
          failed += 1;
          opts.log.warn({ err, to: row.to }, 'e-mail delivery failed; will retry');
          await tx
            .update(outbox)
            .set({ attempts: increment(outbox.attempts), error: String((err as Error).message).slice(0, 500) })
            .where(eq(outbox.id, row.id));
        }
      }
    });
    return { sent, failed };
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
