import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { JOB_RUN_STATUSES, MAIL_STATUSES } from './enums';

/** One run of a scheduled job: by the schedule (its slot in `scheduledFor`) or by hand. */
export const jobRunSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  trigger: z.enum(['schedule', 'manual']),
  scheduledFor: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Attempts made so far, out of `maxAttempts`. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** The last attempt's error (a queued run with an error waits for its retry). */
  error: z.string().nullable(),
  /** When a queued run may start (its slot, or its retry after a failure). */
  runAt: z.string(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: z.string(),
  /** Portuguese name shown on the settings screen. */
  label: z.string(),
  /** Portuguese description of the schedule, in APP_TIMEZONE ("Todo dia 1º às 06:00"). */
  schedule: z.string(),
  /** The most recent run that started; null before the first. */
  lastRun: jobRunSchema.nullable(),
  /** When the job runs next (queued run, or the schedule's next slot). */
  nextRunAt: z.string().nullable(),
  /** The latest runs that failed for good (up to 5, newest first, last 30 days). */
  recentFailures: z.array(jobRunSchema),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({
  data: z.array(jobSchema),
  /** False when this API process runs no jobs (JOBS_ENABLED=false). */
  enabled: z.boolean(),
  timeZone: z.string(),
});
export type JobList = z.infer<typeof jobListSchema>;

export const jobNameParamsSchema = z.object({
  name: z.string().max(100, 'Nome de tarefa inválido'),
});

/** An e-mail of the outbox that needs staff's eyes: failed for good, or still failing and retried. */
export const mailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** The last attempt's error. */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending message is tried again. */
  nextAttemptAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailOverviewSchema = z.object({
  /** Failed messages and pending ones that failed at least once, newest first (up to 50). */
  data: z.array(mailMessageSchema),
  /** Messages waiting to be sent (first try or a retry). */
  pending: z.number().int(),
  /** Messages given up on after a day of failures, until resent. */
  failed: z.number().int(),
  /** When the oldest waiting message was queued; null when none waits. */
  oldestPendingAt: z.string().nullable(),
});
export type MailOverview = z.infer<typeof mailOverviewSchema>;

export const mailIdParamsSchema = z.object({ id: z.uuid('E-mail inválido') });

export const jobsEndpoints = {
  listJobs: defineEndpoint({
    operationId: 'listJobs',
    method: 'GET',
    path: '/jobs',
    response: jobListSchema,
    status: 200,
  }),
  runJob: defineEndpoint({
    operationId: 'runJob',
    method: 'POST',
    path: '/jobs/:name/run',
    params: jobNameParamsSchema,
    response: z.object({ message: z.string(), data: jobRunSchema }),
    status: 201,
  }),
  listMail: defineEndpoint({
    operationId: 'listMail',
    method: 'GET',
    path: '/jobs/mail',
    response: mailOverviewSchema,
    status: 200,
  }),
  resendMail: defineEndpoint({
    operationId: 'resendMail',
    method: 'POST',
    path: '/jobs/mail/:id/resend',
    params: mailIdParamsSchema,
    response: z.object({ message: z.string(), data: mailMessageSchema }),
    status: 200,
  }),
};
