import type { Job, JobList, JobRun } from '@mall/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../plugins/audit';
import type { JobDefinition } from './jobs.definitions';
import { type JobRunRow, jobOverview, queueManualRun } from './jobs.queries';
import { nextSlot } from './jobs.queue';

const FAILURE_WINDOW_DAYS = 30;
const FAILURES_SHOWN = 5;

export function toJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    status: row.status,
    trigger: row.scheduledFor ? 'schedule' : 'manual',
    scheduledFor: row.scheduledFor ? new Date(row.scheduledFor).toISOString() : null,
    startedAt: row.startedAt ? new Date(row.startedAt).toISOString() : null,
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    error: row.error,
    runAt: new Date(row.runAt).toISOString(),
  };
}

/** `GET /jobs`: each job's last run, next run and recent failures, in the definitions' order. */
export async function listJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  opts: { timeZone: string; enabled: boolean; now: Date },
): Promise<JobList> {
  const since = new Date(opts.now.getTime() - FAILURE_WINDOW_DAYS * 86_400_000);
  const { last, next, failures } = await jobOverview(
    db,
    definitions.map((d) => d.name),
    since,
    FAILURES_SHOWN,
  );
  const data: Job[] = definitions.map((def) => {
    const lastRun = last.find((r) => r.name === def.name);
    const queued = next.find((r) => r.name === def.name);
    return {
      name: def.name,
      label: def.label,
      schedule: def.schedule,
      lastRun: lastRun ? toJobRun(lastRun) : null,
      nextRunAt: queued
        ? new Date(queued.runAt).toISOString()
        : nextSlot(def.cron, opts.now, opts.timeZone).toISOString(),
      recentFailures: failures.filter((r) => r.name === def.name).map(toJobRun),
    };
  });
  return { data, enabled: opts.enabled, timeZone: opts.timeZone };
}

/**
 * `POST /jobs/{name}/run`: queues a run of the job for now, audited (module Job, method `run`).
 * A run by hand already waiting or running is answered instead of queueing a second.
 */
export async function runJobNow(
  db: Db,
  definitions: ReadonlyMap<string, JobDefinition>,
  name: string,
  userId: string,
  now: Date,
): Promise<{ run: JobRun; created: boolean }> {
  const def = definitions.get(name);
  if (!def) throw notFound(`Tarefa não encontrada: ${name}`);
  return db.transaction(async (tx) => {
    const { run, created } = await queueManualRun(tx, def.name, now, def.maxAttempts, userId);
    if (created) {
      await writeAudit(tx, {
        moduleName: 'Job',
        methodName: 'run',
        entityId: run.id,
        userId,
        result: { job: def.name, label: def.label, runAt: new Date(run.runAt).toISOString() },
      });
    }
    return { run: toJobRun(run), created };
  });
}
