import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { JOB_RUN_STATUSES } from './enums';

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
};
