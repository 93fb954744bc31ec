import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, logs } from '../src/db/schema';
import { type JobDefinition, previousMonth } from '../src/modules/jobs/jobs.definitions';
import { JobQueue, nextSlot } from '../src/modules/jobs/jobs.queue';
import { enqueueMail } from '../src/plugins/mailer';
import { createTestApp, type TestApp } from './support/app';

const TZ = 'America/Sao_Paulo';
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  admin = await t.login('admin@example.com');
});

afterAll(async () => {
  for (const q of queues) await q.stop();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const queues: JobQueue[] = [];

/** A queue on the test database with the given jobs and a clock the test moves. */
function queueOf(definitions: JobDefinition[], clock: { now: Date }, backoffMs = 30_000) {
  const q = new JobQueue({
    database: t.database,
    definitions,
    timeZone: TZ,
    mailer: t.app.mailer,
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
    await q.tick();
    await q.tick();
    let runs = await runsOf(def.name);
    expect(runs).toHaveLength(1);
    expect(new Date(runs[0]!.scheduledFor!).toISOString()).toBe('2026-04-01T09:00:00.000Z');
    expect(calls).toHaveLength(0);

    // Every process was down from March to mid-July: April's run happens once, May-July's never.
    await q.stop();
    clock.now = new Date('2026-07-15T12:00:00Z');
    const later = queueOf([def], clock);
    await later.tick();
    await later.tick();
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

  it('takes over a run whose process died once its lease ran out', async () => {
    const { def, calls } = countingJob('test.lease');
    const clock = { now: new Date('2026-05-10T12:00:00Z') };
    await t.database.db.insert(jobRuns).values({
      name: def.name,
      runAt: clock.now.toISOString(),
      maxAttempts: 3,
      status: 'running',
      attempts: 1,
      startedAt: clock.now.toISOString(),
      lockedUntil: new Date(clock.now.getTime() + 60_000).toISOString(),
    });
    const q = queueOf([def], clock);
    expect(await q.runDue()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await q.runDue()).toBe(1);
    expect(calls).toHaveLength(1);
    expect((await runsOf(def.name))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});

describe('previousMonth', () => {
  it('is the month before, in APP_TIMEZONE', () => {
    expect(previousMonth(new Date('2026-01-01T09:00:00Z'), TZ)).toEqual({ month: 12, year: 2025 });
    // 00:30 UTC on 1 March is still February in São Paulo.
    expect(previousMonth(new Date('2026-03-01T00:30:00Z'), TZ)).toEqual({ month: 1, year: 2026 });
  });
});

describe('GET /jobs and POST /jobs/{name}/run', () => {
  it('shows the administrators each job: schedule, last run, next run and recent failures', async () => {
    const now = Date.now();
    await t.database.db.insert(jobRuns).values([
      {
        name: 'extracts.monthly',
        scheduledFor: new Date(now - 3 * 86_400_000).toISOString(),
        runAt: new Date(now - 3 * 86_400_000).toISOString(),
        status: 'succeeded',
        attempts: 1,
        maxAttempts: 5,
        startedAt: new Date(now - 3 * 86_400_000).toISOString(),
        finishedAt: new Date(now - 3 * 86_400_000 + 1_500).toISOString(),
      },
      {
        name: 'maintenance.daily',
        runAt: new Date(now - 86_400_000).toISOString(),
        status: 'failed',
        attempts: 5,
        maxAttempts: 5,
        startedAt: new Date(now - 86_400_000).toISOString(),
        finishedAt: new Date(now - 86_400_000).toISOString(),
        error: 'conexão recusada',
      },
    ]);
    for (const email of ['admin@example.com', 'smart@example.com']) {
      const res = await t.request({ method: 'GET', url: '/api/jobs', headers: await t.login(email) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ enabled: false, timeZone: 'America/Sao_Paulo' });
      expect(body.data.map((j: { name: string; label: string }) => [j.name, j.label])).toEqual([
        ['extracts.monthly', 'Extratos financeiros do mês anterior'],
        ['maintenance.daily', 'Boletos vencidos e vouchers expirados'],
        ['mail.outbox', 'Envio de e-mails'],
      ]);
      const [monthly, daily] = body.data;
      expect(monthly).toMatchObject({
        schedule: 'Todo dia 1º às 06:00',
        lastRun: { status: 'succeeded', trigger: 'schedule', attempts: 1, error: null },
        recentFailures: [],
      });
      // Nothing queued (the scheduler is off): the next run is the schedule's next slot.
      expect(monthly.nextRunAt).toBe(nextSlot('0 6 1 * *', new Date(), 'America/Sao_Paulo').toISOString());
      expect(new Date(monthly.nextRunAt).getUTCDate()).toBe(1);
      expect(daily.lastRun).toMatchObject({ status: 'failed', trigger: 'manual', error: 'conexão recusada' });
      expect(daily.recentFailures).toHaveLength(1);
    }
  });

  it('refuses every other role, reading or running', async () => {
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      const headers = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/api/jobs', headers })).statusCode).toBe(403);
      const run = await t.request({ method: 'POST', url: '/api/jobs/maintenance.daily/run', headers });
      expect(run.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    expect(await runsOf('maintenance.daily').then((r) => r.filter((x) => x.status === 'queued'))).toEqual([]);
  });

  it('runs a job now, once however often asked before it starts, audited', async () => {
    const first = await t.request({ method: 'POST', url: '/api/jobs/mail.outbox/run', headers: admin });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Tarefa colocada na fila para execução',
      data: { status: 'queued', trigger: 'manual', attempts: 0, scheduledFor: null },
    });
    const again = await t.request({ method: 'POST', url: '/api/jobs/mail.outbox/run', headers: admin });
    expect(again.json()).toMatchObject({
      message: 'Esta tarefa já está na fila para execução',
      data: { id: first.json().data.id },
    });
    const audits = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Job'), eq(logs.methodName, 'run')));
    expect(audits.map((a) => [a.entityId, (a.result as { job: string }).job])).toEqual([
      [first.json().data.id, 'mail.outbox'],
    ]);
    expect(audits[0]!.userId).not.toBeNull();
    // The app's queue (not polling in tests) runs it when asked: the message goes out.
    await enqueueMail(t.database.db, { to: 'agora@example.com', subject: 'Agora', text: 'Executada agora.' });
    await t.app.jobs.runDue();
    const [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, first.json().data.id));
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(received.filter((r) => r.to.includes('agora@example.com'))).toHaveLength(1);
  });

  it('queues one run when two administrators ask at once', async () => {
    const [a, b] = await Promise.all(
      ['admin@example.com', 'smart@example.com'].map(async (email) =>
        t.request({ method: 'POST', url: '/api/jobs/extracts.monthly/run', headers: await t.login(email) }),
      ),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().data.id).toBe(b!.json().data.id);
    const waiting = await runsOf('extracts.monthly');
    expect(waiting.filter((r) => r.status === 'queued' && r.scheduledFor === null)).toHaveLength(1);
  });

  it('answers 404 for an unknown job, writing nothing', async () => {
    const before = await t.database.db.select().from(jobRuns);
    const res = await t.request({ method: 'POST', url: '/api/jobs/nao.existe/run', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tarefa não encontrada: nao.existe');
    expect(await t.database.db.select().from(jobRuns)).toHaveLength(before.length);
  });
});

describe('JOBS_ENABLED', () => {
  it('starts polling with the app: each job gets its next slot queued, and stops with it', async () => {
    const on = await createTestApp({ JOBS_ENABLED: 'true' });
    try {
      let names: string[] = [];
      for (let i = 0; i < 50 && names.length < 3; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const rows = await on.database.db.select().from(jobRuns);
        names = [...new Set(rows.filter((r) => r.scheduledFor !== null).map((r) => r.name))].sort();
      }
      expect(names).toEqual(['extracts.monthly', 'mail.outbox', 'maintenance.daily']);
      const res = await on.request({ method: 'GET', url: '/api/jobs', headers: await on.login('admin@example.com') });
      expect(res.json().enabled).toBe(true);
    } finally {
      await on.close();
    }
  });
});
