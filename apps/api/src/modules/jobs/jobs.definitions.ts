import { todayIn } from '@mall/shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { dropExpiredSessions } from '../../lib/sessions';
import type { Storage } from '../../lib/storage';
import type { MailDispatcher } from '../../plugins/mailer';
import { issuePendingBills } from '../bills/bills.issue';
import { remindBills } from '../bills/bills.mail';
import { type BillProvider, billProviderFor } from '../bills/bills.provider';
import { processStatements } from '../extracts/extracts.process';
import { remindCustomers, sendReviewDigests } from '../reminders/reminders.service';
import { type ReceiptRules, readPendingReceipts } from '../uploads/receipt-reading';
import { deleteUnattachedUploads } from '../uploads/uploads.cleanup';
import { pruneRuns } from './jobs.queries';
import { expireVouchers, foldSalesRollup, markOverdueStatements } from './maintenance.queries';

export interface JobContext {
  db: Db;
  timeZone: string;
  mailer: MailDispatcher;
  storage: Storage;
  receipts: ReceiptRules;
  /** The clock when the run started. */
  now: Date;
  /** The schedule's slot this run is for; null for a run by hand. */
  scheduledFor: Date | null;
}

/**
 * A scheduled job. `run` must be idempotent (running it twice leaves the same state): a run is
 * retried after a failure, and a run interrupted by a process that died is run again. It answers
 * what it did (kept with the run), or null when it found nothing to do and leaves no row.
 */
export interface JobDefinition {
  name: string;
  /** Portuguese, for the settings screen. */
  label: string;
  /** Portuguese description of `cron`. */
  schedule: string;
  /** cron-parser expression (seconds optional), read in APP_TIMEZONE. */
  cron: string;
  maxAttempts: number;
  run(ctx: JobContext): Promise<Record<string, unknown> | null>;
}

/** Finished runs are kept this long (the daily job drops older ones): the failures' window. */
export const RUN_RETENTION_DAYS = 30;

/** The month before the one `at` falls in, in the time zone. */
export function previousMonth(at: Date, timeZone: string): { month: number; year: number } {
  const [year, month] = todayIn(timeZone, at).split('-').map(Number) as [number, number];
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

/**
 * On the 1st at 06:00, the previous month's statements of every active store that sold, processed
 * by nobody (the job); statements that already have a bill stay as they are. A run for a slot
 * processes the month before its slot (so a run caught up after downtime processes the month it
 * missed); a run by hand the month before today.
 */
const monthlyStatements: JobDefinition = {
  name: 'extracts.monthly',
  label: 'Extratos financeiros do mês anterior',
  schedule: 'Todo dia 1º às 06:00',
  cron: '0 6 1 * *',
  maxAttempts: 5,
  async run({ db, timeZone, now, scheduledFor }) {
    const { month, year } = previousMonth(scheduledFor ?? now, timeZone);
    const statements = await processStatements(db, {
      storeIds: 'all-that-sold',
      month,
      year,
      userId: null,
      timeZone,
    });
    return { month, year, statements: statements.length };
  },
};

/**
 * Every day at 00:10: statements whose open bill is past due become VENCIDO, vouchers past their
 * expiry become EXPIRADO with their unit of stock returned, and old finished runs are dropped.
 */
const dailyMaintenance: JobDefinition = {
  name: 'maintenance.daily',
  label: 'Boletos vencidos e vouchers expirados',
  schedule: 'Todos os dias às 00:10',
  cron: '10 0 * * *',
  maxAttempts: 5,
  async run({ db, timeZone, now }) {
    const overdueStatements = await markOverdueStatements(db, todayIn(timeZone, now), now);
    const vouchers = await expireVouchers(db, now);
    const prunedRuns = await pruneRuns(db, new Date(now.getTime() - RUN_RETENTION_DAYS * 86_400_000));
    const expiredSessions = await dropExpiredSessions(db, now);
    return {
      overdueStatements,
      expiredVouchers: vouchers.expired,
      stockReturned: vouchers.stockReturned,
      prunedRuns,
      expiredSessions,
    };
  },
};

/** The e-mail outbox through SMTP; a run that found no message waiting is not kept. */
const outboxDelivery: JobDefinition = {
  name: 'mail.outbox',
  label: 'Envio de e-mails',
  schedule: 'A cada 5 segundos',
  cron: '*/5 * * * * *',
  maxAttempts: 3,
  async run({ mailer }) {
    const { sent, failed } = await mailer.deliver();
    return sent + failed === 0 ? null : { sent, failed };
  },
};

/**
 * Every 10 seconds: the purchases' changes since the last run moved into the totals the dashboard and
 * the reports read (`sales_rollup_delta` into `sales_daily` and `sales_store_monthly`). Reads are
 * exact without it; it keeps them short. A run that found nothing to move is not kept.
 */
const salesRollup: JobDefinition = {
  name: 'sales.rollup',
  label: 'Totais de compras do painel',
  schedule: 'A cada 10 segundos',
  cron: '*/10 * * * * *',
  maxAttempts: 3,
  async run({ db }) {
    const moved = await foldSalesRollup(db);
    return moved === 0 ? null : { moved };
  },
};

/**
 * Every minute: the receipt photos whose reading never ended (the process that took the upload
 * stopped first) are read, a few at a time, and their purchases re-checked. A run that found none
 * is not kept.
 */
const receiptReadings: JobDefinition = {
  name: 'receipts.read',
  label: 'Leitura das fotos de comprovantes',
  schedule: 'A cada minuto',
  cron: '0 * * * * *',
  maxAttempts: 3,
  async run({ db, storage, receipts, now }) {
    const { read, missing } = await readPendingReceipts(db, storage, receipts, now);
    return read + missing === 0 ? null : { read, missing };
  },
};

/**
 * Every hour: the files sent more than 24 hours ago that nothing uses (a receipt of no purchase, a
 * picture of no prize or store) are deleted with their stored copies. A run that found none is not
 * kept.
 */
const unattachedUploads: JobDefinition = {
  name: 'uploads.cleanup',
  label: 'Limpeza de arquivos enviados e não usados',
  schedule: 'A cada hora',
  cron: '30 * * * *',
  maxAttempts: 3,
  async run({ db, storage, now }) {
    const { deleted, bytes } = await deleteUnattachedUploads(db, storage, now);
    return deleted === 0 ? null : { deleted, bytes };
  },
};

/**
 * Every minute: the bills still waiting for their provider (one that failed or refused, or a
 * process that stopped between recording a bill and its provider's answer) sent again with the
 * same idempotency key once each one's next attempt is due (`bills.issue.ts`). A run that found
 * none is not kept.
 */
export function billIssuing(provider: BillProvider): JobDefinition {
  return {
    name: 'bills.issue',
    label: 'Emissão de boletos pendentes',
    schedule: 'A cada minuto',
    cron: '30 * * * * *',
    maxAttempts: 3,
    run: ({ db, timeZone, now }) => issuePendingBills(db, provider, { now, timeZone }),
  };
}

/** The jobs that need nothing of the configuration; `jobDefinitions` adds the others. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  monthlyStatements,
  dailyMaintenance,
  outboxDelivery,
  salesRollup,
  receiptReadings,
  unattachedUploads,
];

/**
 * The reminders by e-mail (docs/rules.md, "Reminders"), in São Paulo time: the reviewers' digest
 * at 08:00, the bills' reminders at 09:00, the customers' at 10:00. Each reminder is sent once
 * ever (`reminders_sent`), so a run again, by hand or on another host, sends nothing twice.
 */
export function reminderJobs(config: Pick<AppConfig, 'payment' | 'publicUrl'>): JobDefinition[] {
  return [
    {
      name: 'reviews.digest',
      label: 'Resumo diário da fila de análise',
      schedule: 'Todos os dias às 08:00',
      cron: '0 8 * * *',
      maxAttempts: 5,
      run: ({ db, timeZone, now }) => sendReviewDigests(db, { now, timeZone, publicUrl: config.publicUrl }),
    },
    {
      name: 'bills.reminders',
      label: 'Lembretes de vencimento de boletos',
      schedule: 'Todos os dias às 09:00',
      cron: '0 9 * * *',
      maxAttempts: 5,
      run: ({ db, timeZone, now }) => remindBills(db, { now, timeZone, payment: config.payment }),
    },
    {
      name: 'customers.reminders',
      label: 'Lembretes de fim de campanha e de vencimento de voucher',
      schedule: 'Todos os dias às 10:00',
      cron: '0 10 * * *',
      maxAttempts: 5,
      run: ({ db, timeZone, now }) => remindCustomers(db, { now, timeZone, publicUrl: config.publicUrl }),
    },
  ];
}

/** Every job the app runs, in the settings screen's order: the bills' with the configured provider. */
export function jobDefinitions(config: Pick<AppConfig, 'payment' | 'publicUrl'>): readonly JobDefinition[] {
  return [...JOB_DEFINITIONS, billIssuing(billProviderFor(config.payment)), ...reminderJobs(config)];
}
