import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../src/db/schema';
import { type JobDefinition, previousMonth } from '../src/modules/jobs/jobs.definitions';
import { JobQueue } from '../src/modules/jobs/jobs.queue';
import { createTestApp, type TestApp } from './support/app';

// The queue itself (src/modules/jobs/jobs.queue.ts) with test jobs and an injected clock:
// claiming, scheduling and catch-up, retries, leases. The real jobs: jobs-work.test.ts.

const TZ = 'America/Sao_Paulo';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});

afterAll(async () => {
  for (const q of queues) await q.stop();
  await t.close();
});

const queues: JobQueue[] = [];

/** A queue on the test database with the given jobs and a clock the test moves. */
function queueOf(definitions: JobDefinition[], clock: { now: Date }, backoffMs = 30_000, leaseMs?: number) {
  const q = new JobQueue({
    leaseMs,
    database: t.database,
    definitions,
    timeZone: TZ,
    mailer: t.app.mailer,
    storage: t.app.storage,
    receipts: t.config.receipts,
    log: t.app.log,
    clock: () => clock.now,
    backoffMs,
  });
  queues.push(q);
  return q;
}

/** A job that counts its runs (optionally failing the first `failures` attempts). */
function countingJob(
  name: string,
  opts: { cron?: string; failures?: number; maxAttempts?: number; delayMs?: number } = {},
) {
  const calls: (Date | null)[] = [];
  let failures = opts.failures ?? 0;
  const def: JobDefinition = {
    name,
    label: name,
    schedule: 'teste',
    cron: opts.cron ?? '0 6 1 * *',
    maxAttempts: opts.maxAttempts ?? 3,
    async run({ scheduledFor }) {
      calls.push(scheduledFor);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('falha simulada');
      }
      return { ok: true };
    },
  };
  return { def, calls };
}

/** One poll of the queue, and the runs it started, to their end. */
async function poll(q: JobQueue): Promise<void> {
  await q.tick();
  await q.runDue();
}

const runsOf = (name: string) =>
  t.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(jobRuns.createdAt);

describe('the queue', () => {
  it('runs each queued run once when two runners claim at the same time (SKIP LOCKED)', async () => {
    const { def, calls } = countingJob('test.claim', { delayMs: 5 });
    const clock = { now: new Date() };
    const a = queueOf([def], clock);
    const b = queueOf([def], clock);
    await t.database.db.insert(jobRuns).values(
      Array.from({ length: 8 }, (_, i) => {
        const slot = new Date(clock.now.getTime() - (i + 1) * 60_000).toISOString();
        return { name: def.name, scheduledFor: slot, runAt: slot, maxAttempts: 3 };
      }),
    );
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(8);
    expect(calls).toHaveLength(8);
    const runs = await runsOf(def.name);
    expect(runs.map((r) => [r.status, r.attempts])).toEqual(Array(8).fill(['succeeded', 1]));
  });

  it('queues the next slot once, and runs a slot missed while down once, then the next after now', async () => {
    const { def, calls } = countingJob('test.monthly');
    const clock = { now: new Date('2026-03-20T12:00:00Z') };
    const q = queueOf([def], clock);
    await poll(q);
    await poll(q);
    let runs = await runsOf(def.name);
    expect(runs).toHaveLength(1);
    expect(new Date(runs[0]!.scheduledFor!).toISOString()).toBe('2026-04-01T09:00:00.000Z');
    expect(calls).toHaveLength(0);

    // Every process was down from March to mid-July: April's run happens once, May-July's never.
    await q.stop();
    clock.now = new Date('2026-07-15T12:00:00Z');
    const later = queueOf([def], clock);
    await poll(later);
    await poll(later);
    expect(calls.map((c) => c?.toISOString())).toEqual(['2026-04-01T09:00:00.000Z']);
    runs = await runsOf(def.name);
    expect(runs.map((r) => [new Date(r.scheduledFor!).toISOString(), r.status])).toEqual([
      ['2026-04-01T09:00:00.000Z', 'succeeded'],
      ['2026-08-01T09:00:00.000Z', 'queued'],
    ]);
  });

  it('retries a failed run with exponential backoff, then records it failed for good', async () => {
    const { def, calls } = countingJob('test.retry', { failures: 10, maxAttempts: 3 });
    const start = new Date('2026-05-10T12:00:00Z');
    const clock = { now: start };
    const q = queueOf([def], clock, 30_000);
    await t.database.db.insert(jobRuns).values({ name: def.name, runAt: start.toISOString(), maxAttempts: 3 });
    await q.runDue();
    let [run] = await runsOf(def.name);
    expect(run).toMatchObject({ status: 'queued', attempts: 1, error: 'falha simulada' });
    expect(new Date(run!.runAt).getTime() - start.getTime()).toBe(30_000);

    clock.now = new Date(start.getTime() + 20_000);
    expect(await q.runDue()).toBe(0);
    clock.now = new Date(start.getTime() + 31_000);
    await q.runDue();
    [run] = await runsOf(def.name);
    expect(run).toMatchObject({ status: 'queued', attempts: 2 });
    // The second wait doubles: 60 s after the second failure.
    expect(new Date(run!.runAt).getTime() - clock.now.getTime()).toBe(60_000);

    clock.now = new Date(clock.now.getTime() + 61_000);
    await q.runDue();
    [run] = await runsOf(def.name);
    expect(run).toMatchObject({ status: 'failed', attempts: 3, error: 'falha simulada' });
    expect(run!.finishedAt).not.toBeNull();
    expect(calls).toHaveLength(3);
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    expect(await q.runDue()).toBe(0);
  });

  it('succeeds on a retry after a failure', async () => {
    const { def, calls } = countingJob('test.recover', { failures: 1 });
    const clock = { now: new Date('2026-05-10T12:00:00Z') };
    const q = queueOf([def], clock, 1_000);
    await t.database.db.insert(jobRuns).values({ name: def.name, runAt: clock.now.toISOString(), maxAttempts: 3 });
    await q.runDue();
    clock.now = new Date(clock.now.getTime() + 1_001);
    await q.runDue();
    const [run] = await runsOf(def.name);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 2, error: null, result: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it("takes over a run whose process died once its lease ran out, on the database's clock", async () => {
    const { def, calls } = countingJob('test.lease');
    // The app's clock is a year ahead of the database's: the lease is read on the database's.
    const clock = { now: new Date(Date.now() + 365 * 86_400_000) };
    await t.database.db.insert(jobRuns).values({
      name: def.name,
      runAt: new Date().toISOString(),
      maxAttempts: 3,
      status: 'running',
      attempts: 1,
      startedAt: new Date().toISOString(),
      lockedUntil: sql`now() + interval '1 second'`,
    });
    const q = queueOf([def], clock);
    expect(await q.runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await q.runDue()).toBe(1);
    expect(calls).toHaveLength(1);
    expect((await runsOf(def.name))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('renews the lease while a run goes on: another process never takes over a live run', async () => {
    const { def, calls } = countingJob('test.renew', { delayMs: 2_500 });
    const clock = { now: new Date() };
    const a = queueOf([def], clock, 30_000, 600);
    const b = queueOf([def], clock, 30_000, 600);
    await t.database.db.insert(jobRuns).values({ name: def.name, runAt: clock.now.toISOString(), maxAttempts: 3 });
    const first = a.runDue();
    // Well past the 600 ms lease, the other process finds nothing to take over.
    let takenOver = 0;
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, 250));
      takenOver += await b.runDue();
    }
    expect(await first).toBe(1);
    expect(takenOver).toBe(0);
    expect(calls).toHaveLength(1);
    expect((await runsOf(def.name))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('on stop, lets a run end within the time given, and hands one past it back to the queue at once', async () => {
    const quick = countingJob('test.stop-quick', { delayMs: 200 });
    const slow = countingJob('test.stop-slow', { delayMs: 3_000 });
    const clock = { now: new Date() };
    const q = queueOf([quick.def, slow.def], clock);
    const at = clock.now.toISOString();
    await t.database.db.insert(jobRuns).values([
      { name: quick.def.name, runAt: at, maxAttempts: 3 },
      { name: slow.def.name, runAt: at, maxAttempts: 3 },
    ]);
    await q.tick();
    for (let i = 0; i < 100 && (quick.calls.length === 0 || slow.calls.length === 0); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const started = Date.now();
    expect(await q.stop(1_000)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await runsOf(quick.def.name))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    // Queued again, not counted as an attempt, no lease: another process takes it on its next poll.
    expect((await runsOf(slow.def.name))[0]).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });
    const other = queueOf([slow.def], clock);
    expect(await other.runDue()).toBe(1);
    expect((await runsOf(slow.def.name))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('runs different jobs side by side: a slow run does not hold back a quick one', async () => {
    let release: () => void = () => {};
    const slowDone = new Promise<void>((r) => {
      release = r;
    });
    const order: string[] = [];
    const slow: JobDefinition = {
      name: 'test.slow',
      label: 'lenta',
      schedule: 'teste',
      cron: '0 6 1 * *',
      maxAttempts: 1,
      async run() {
        await slowDone;
        order.push('slow');
        return { ok: true };
      },
    };
    const quick = countingJob('test.quick');
    const clock = { now: new Date() };
    const q = queueOf([slow, quick.def], clock);
    const at = new Date(clock.now.getTime() - 1_000).toISOString();
    await t.database.db.insert(jobRuns).values([
      { name: slow.name, runAt: at, maxAttempts: 1 },
      { name: quick.def.name, runAt: clock.now.toISOString(), maxAttempts: 1 },
    ]);
    await q.tick();
    for (let i = 0; i < 100 && quick.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(quick.calls).toHaveLength(1);
    expect(order).toEqual([]);
    release();
    await q.runDue();
    expect(order).toEqual(['slow']);
  });
});

describe('previousMonth', () => {
  it('is the month before, in APP_TIMEZONE', () => {
    expect(previousMonth(new Date('2026-01-01T09:00:00Z'), TZ)).toEqual({ month: 12, year: 2025 });
    // 00:30 UTC on 1 March is still February in São Paulo.
    expect(previousMonth(new Date('2026-03-01T00:30:00Z'), TZ)).toEqual({ month: 1, year: 2026 });
  });
});
