/**
 * Every value set the database also checks (a `check (... in (...))` constraint built from these
 * arrays in apps/api/src/db/schema.ts), defined once: the constraints, the zod schemas, the labels
 * (`Record<..., string>`) and the API's mappers all read them from here.
 */

export const SALE_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_TYPES = ['photo', 'invoice_number'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

export const RESCUE_STATUSES = ['SOLICITADO', 'APROVADO', 'ENTREGUE', 'EXPIRADO', 'CANCELADO'] as const;
export type RescueStatus = (typeof RESCUE_STATUSES)[number];

export const EXTRACT_STATUSES = ['pending', 'paid', 'waiting_registration', 'due', 'overdue'] as const;
export type ExtractStatus = (typeof EXTRACT_STATUSES)[number];

export const BILL_STATUSES = ['QUITADO', 'NÃO GERADO', 'ABERTO', 'AGUARDANDO'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const PRIZE_TYPES = ['produto', 'servico', 'outro'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

export const GENDERS = ['FEMININO', 'MASCULINO', 'OUTROS'] as const;
export type Gender = (typeof GENDERS)[number];

/** What a customer agreed to at sign-up (the SMS one is optional). */
export const CONSENT_KINDS = ['terms', 'privacy', 'sms'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What a single-use password link is for: a new shop owner's first password, or a forgotten one. */
export const PASSWORD_TOKEN_PURPOSES = ['set', 'reset'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** What an uploaded file is for: a purchase receipt (customers) or an image (prizes, stores). */
export const FILE_PURPOSES = ['receipt', 'image'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The audited modules the log screen filters by. */
export const LOG_MODULES = [
  'Sale',
  'Rescue',
  'Campaign',
  'Prize',
  'Store',
  'Seller',
  'Shopkeeper',
  'Extract',
  'Bill',
] as const;
export type LogModule = (typeof LOG_MODULES)[number];
/**
 * Every module an audit row may name: the log screen's, the users' administration, a
 * customer's own LGPD requests (`Client`: data export, consent changes, account deletion) and
 * the scheduled jobs run by hand (`Job`).
 */
export const AUDIT_MODULES = [...LOG_MODULES, 'User', 'Client', 'Job'] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];

/** A scheduled job's run: waiting (first try or a retry), running, done, or failed for good. */
export const JOB_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** An outbox message: waiting to be sent (or retried), sent, or given up on after its retries. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The reminders the jobs send, each once ever per recipient and subject (`reminders_sent`): a bill
 * to its store before and after its due date, a campaign's end and a voucher's expiry to a
 * customer, the day's review queue to a reviewer.
 */
export const REMINDER_KINDS = [
  'bill_due_soon',
  'bill_overdue',
  'campaign_end',
  'voucher_expiry',
  'review_digest',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The reminders a customer may turn off, each on its own. */
export const CUSTOMER_REMINDERS = ['campaign_end', 'voucher_expiry'] as const;
export type CustomerReminder = (typeof CUSTOMER_REMINDERS)[number];
