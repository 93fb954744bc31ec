import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns } from '../../db/schema';
import { increment } from '../../lib/sql';

/** The queue's SQL (`job_runs`): every statement works the same on PostgreSQL and PGlite. */

export type JobRunRow = typeof jobRuns.$inferSelect;

const iso = (d: Date) => d.toISOString();
const active = inArray(jobRuns.status, ['queued', 'running']);

/**
 * Queues a job's next slot unless a scheduled run of it is already waiting or running; the
 * unique (name, slot) index makes a slot queued once, whoever schedules it.
 */
export async function queueSlot(db: DbOrTx, name: string, slot: Date, maxAttempts: number): Promise<void> {
  await db.execute(sql`
    insert into ${jobRuns} (name, scheduled_for, run_at, max_attempts)
    select ${name}, ${iso(slot)}, ${iso(slot)}, ${maxAttempts}
    where not exists (
      select 1 from ${jobRuns}
      where name = ${name} and scheduled_for is not null and status in ('queued', 'running')
    )
    on conflict (name, scheduled_for) do nothing`);
}

/** The scheduled run of a job waiting or running, if any. */
export async function pendingScheduledRun(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ runAt: jobRuns.runAt, status: jobRuns.status })
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), isNotNull(jobRuns.scheduledFor), active))
    .limit(1);
  return row;
}

/** `now() + ms`, on the database's clock: every process agrees on it, whatever its own clock says. */
const fromDatabaseNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Takes the oldest due run of the given jobs: a queued one whose time has come, or a running one
 * whose process stopped renewing it (its lease, kept on the database's clock, ran out).
 * `FOR UPDATE SKIP LOCKED` lets several processes claim at once without waiting for each other or
 * taking the same run.
 */
export async function claimDueRun(
  db: DbOrTx,
  names: readonly string[],
  now: Date,
  leaseMs: number,
): Promise<JobRunRow | undefined> {
  const due = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.name, [...names]),
        or(
          and(eq(jobRuns.status, 'queued'), lte(jobRuns.runAt, iso(now))),
          and(eq(jobRuns.status, 'running'), lt(jobRuns.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobRuns.runAt), asc(jobRuns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobRuns)
    .set({
      status: 'running',
      attempts: increment(jobRuns.attempts),
      startedAt: iso(now),
      finishedAt: null,
      lockedUntil: fromDatabaseNow(leaseMs),
    })
    .where(inArray(jobRuns.id, due))
    .returning();
  return row;
}

/** Extends a running run's lease; false when the run is no longer running (taken over, finished). */
export async function renewLease(db: DbOrTx, id: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobRuns)
    .set({ lockedUntil: fromDatabaseNow(leaseMs) })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')))
    .returning({ id: jobRuns.id });
  return renewed.length > 0;
}

/**
 * Hands a run this process is giving up (it is shutting down before the run ended) back to the
 * queue at once, as if it had not been attempted: another process takes it on its next poll
 * instead of waiting for the lease to run out. Jobs are idempotent, so a run cut half-way is
 * safe to run again.
 */
export async function releaseRun(db: DbOrTx, id: string): Promise<boolean> {
  const released = await db
    .update(jobRuns)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobRuns.attempts} - 1, 0)`,
      lockedUntil: null,
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')))
    .returning({ id: jobRuns.id });
  return released.length > 0;
}

export async function markSucceeded(db: DbOrTx, id: string, now: Date, result: unknown): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: 'succeeded', finishedAt: iso(now), lockedUntil: null, error: null, result: result ?? null })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

/** A failed attempt: queued again for `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailed(db: DbOrTx, id: string, now: Date, error: string, retryAt: Date | null) {
  await db
    .update(jobRuns)
    .set({
      status: retryAt ? 'queued' : 'failed',
      runAt: retryAt ? iso(retryAt) : undefined,
      finishedAt: iso(now),
      lockedUntil: null,
      error: error.slice(0, 2000),
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

/** A run that found nothing to do (the outbox with no message waiting) leaves no row. */
export async function deleteRun(db: DbOrTx, id: string): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

/**
 * A run by hand, for now; one already waiting or running is answered instead of a second (the
 * partial unique index `job_runs_one_manual_active` keeps it to one even when asked at once).
 */
export async function queueManualRun(
  db: DbOrTx,
  name: string,
  now: Date,
  maxAttempts: number,
  requestedById: string,
): Promise<{ run: JobRunRow; created: boolean }> {
  // The active run may finish between the two statements: then a new one is queued.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [run] = await db
      .insert(jobRuns)
      .values({ name, runAt: iso(now), maxAttempts, requestedById })
      .onConflictDoNothing()
      .returning();
    if (run) return { run, created: true };
    const [waiting] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), isNull(jobRuns.scheduledFor), active))
      .limit(1);
    if (waiting) return { run: waiting, created: false };
  }
  throw new Error(`job ${name}: no run could be queued`);
}

/**
 * Per job: its latest started run, its next waiting run and its recent failures. One indexed
 * read per job and kind (`job_runs_name_started_idx`, `job_runs_failed_idx`), so the answer costs
 * the same however many runs are kept.
 */
export async function jobOverview(db: DbOrTx, names: readonly string[], since: Date, failuresPerJob: number) {
  const list = [...names];
  const [last, next, failures] = await Promise.all([
    Promise.all(
      list.map((name) =>
        db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.name, name), isNotNull(jobRuns.startedAt)))
          .orderBy(desc(jobRuns.startedAt))
          .limit(1),
      ),
    ),
    db
      .selectDistinctOn([jobRuns.name], { name: jobRuns.name, runAt: jobRuns.runAt })
      .from(jobRuns)
      .where(and(inArray(jobRuns.name, list), eq(jobRuns.status, 'queued')))
      .orderBy(jobRuns.name, asc(jobRuns.runAt)),
    Promise.all(
      list.map((name) =>
        db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.name, name), eq(jobRuns.status, 'failed'), gte(jobRuns.finishedAt, iso(since))))
          .orderBy(desc(jobRuns.finishedAt))
          .limit(failuresPerJob),
      ),
    ),
  ]);
  return { last: last.flat(), next, failures: failures.flat() };
}

/** Finished runs older than the retention are dropped by the daily job. */
export async function pruneRuns(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(jobRuns)
    .where(and(inArray(jobRuns.status, ['succeeded', 'failed']), lt(jobRuns.finishedAt, iso(before))))
    .returning({ id: jobRuns.id });
  return gone.length;
}
