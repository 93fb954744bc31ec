import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, logs, outbox } from '../src/db/schema';
import { nextSlot } from '../src/modules/jobs/jobs.queue';
import { createTestApp, type TestApp } from './support/app';

// GET /jobs and POST /jobs/{name}/run (administrators only), and the app's own queue.

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});

afterAll(() => t.close());

const runsOf = (name: string) =>
  t.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(jobRuns.createdAt);

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
        ['sales.rollup', 'Totais de compras do painel'],
        ['receipts.read', 'Leitura das fotos de comprovantes'],
        ['uploads.cleanup', 'Limpeza de arquivos enviados e não usados'],
        ['bills.issue', 'Emissão de boletos pendentes'],
        ['reviews.digest', 'Resumo diário da fila de análise'],
        ['bills.reminders', 'Lembretes de vencimento de boletos'],
        ['customers.reminders', 'Lembretes de fim de campanha e de vencimento de voucher'],
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
    const first = await t.request({ method: 'POST', url: '/api/jobs/maintenance.daily/run', headers: admin });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Tarefa colocada na fila para execução',
      data: { status: 'queued', trigger: 'manual', attempts: 0, scheduledFor: null },
    });
    const again = await t.request({ method: 'POST', url: '/api/jobs/maintenance.daily/run', headers: admin });
    expect(again.json()).toMatchObject({
      message: 'Esta tarefa já está na fila para execução',
      data: { id: first.json().data.id },
    });
    const audits = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Job'), eq(logs.methodName, 'run')));
    expect(audits.map((a) => [a.entityId, (a.result as { job: string }).job])).toEqual([
      [first.json().data.id, 'maintenance.daily'],
    ]);
    expect(audits[0]!.userId).not.toBeNull();
    // The app's queue (not polling in tests) runs it when asked.
    await t.app.jobs.runDue();
    const [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, first.json().data.id));
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1, requestedById: audits[0]!.userId });
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

  it('runs a job by hand once when asked again while its run is under way', async () => {
    const first = await t.request({ method: 'POST', url: '/api/jobs/sales.rollup/run', headers: admin });
    expect(first.statusCode).toBe(201);
    // A process has claimed it and is running it when two more presses arrive.
    await t.database.db.update(jobRuns).set({ status: 'running' }).where(eq(jobRuns.id, first.json().data.id));
    const presses = await Promise.all(
      [1, 2].map(() => t.request({ method: 'POST', url: '/api/jobs/sales.rollup/run', headers: admin })),
    );
    for (const press of presses) {
      expect(press.statusCode).toBe(201);
      expect(press.json()).toMatchObject({
        message: 'Esta tarefa já está em execução',
        data: { id: first.json().data.id, status: 'running' },
      });
    }
    const manual = (await runsOf('sales.rollup')).filter((r) => r.scheduledFor === null);
    expect(manual).toHaveLength(1);
  });

  it('answers 404 for an unknown job, writing nothing', async () => {
    const before = await t.database.db.select().from(jobRuns);
    const res = await t.request({ method: 'POST', url: '/api/jobs/nao.existe/run', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tarefa não encontrada: nao.existe');
    expect(await t.database.db.select().from(jobRuns)).toHaveLength(before.length);
  });
});

describe('GET /jobs/mail and POST /jobs/mail/{id}/resend', () => {
  it('shows the failed and still-failing e-mails with their counts, and puts a failed one back on "Reenviar", audited', async () => {
    const db = t.database.db;
    const [failed, retrying, fresh, sent] = await db
      .insert(outbox)
      .values([
        {
          to: 'a@example.com',
          subject: 'Falhou',
          text: '.',
          status: 'failed',
          attempts: 32,
          error: 'ECONNREFUSED',
          lastAttemptAt: sql`now()`,
        },
        {
          to: 'b@example.com',
          subject: 'Tentando',
          text: '.',
          status: 'pending',
          attempts: 3,
          error: 'Greeting never received',
          lastAttemptAt: sql`now() - interval '1 minute'`,
          nextAttemptAt: sql`now() + interval '1 minute'`,
        },
        { to: 'c@example.com', subject: 'Nova', text: '.' },
        { to: 'd@example.com', subject: 'Enviada', text: '.', status: 'sent', attempts: 1, sentAt: sql`now()` },
      ])
      .returning();
    const overview = await t.request({ method: 'GET', url: '/api/jobs/mail', headers: admin });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.failed).toBe(1);
    expect(body.pending).toBeGreaterThanOrEqual(2);
    expect(body.oldestPendingAt).toEqual(expect.any(String));
    const subjects = body.data.map((m: { subject: string }) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Falhou', 'Tentando']));
    expect(subjects).not.toContain('Nova');
    expect(subjects).not.toContain('Enviada');
    expect(body.data.find((m: { id: string }) => m.id === failed!.id)).toMatchObject({
      to: 'a@example.com',
      status: 'failed',
      attempts: 32,
      error: 'ECONNREFUSED',
    });

    const resend = await t.request({ method: 'POST', url: `/api/jobs/mail/${failed!.id}/resend`, headers: admin });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({
      message: 'E-mail colocado na fila para reenvio',
      data: { id: failed!.id, status: 'pending', attempts: 0 },
    });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(new Date(row!.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(
      (await t.request({ method: 'POST', url: `/api/jobs/mail/${retrying!.id}/resend`, headers: admin })).statusCode,
    ).toBe(200);

    const refusedSent = await t.request({ method: 'POST', url: `/api/jobs/mail/${sent!.id}/resend`, headers: admin });
    expect(refusedSent.statusCode).toBe(409);
    expect(refusedSent.json().message).toBe('Este e-mail já foi enviado');
    const refusedFresh = await t.request({ method: 'POST', url: `/api/jobs/mail/${fresh!.id}/resend`, headers: admin });
    expect(refusedFresh.statusCode).toBe(409);
    const audits = await db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Job'), eq(logs.methodName, 'resendMail')));
    expect(audits.map((a) => a.entityId).sort()).toEqual([failed!.id, retrying!.id].sort());
  });

  it('refuses other roles and anonymous callers, and answers 404 for an unknown message', async () => {
    expect((await t.request({ method: 'GET', url: '/api/jobs/mail' })).statusCode).toBe(401);
    const shop = await t.login('lojista@example.com');
    expect((await t.request({ method: 'GET', url: '/api/jobs/mail', headers: shop })).statusCode).toBe(403);
    const [any] = await t.database.db.select().from(outbox).limit(1);
    const refused = await t.request({ method: 'POST', url: `/api/jobs/mail/${any!.id}/resend`, headers: shop });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/jobs/mail/00000000-0000-4000-8000-000000000000/resend',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('E-mail não encontrado');
    const invalid = await t.request({ method: 'POST', url: '/api/jobs/mail/abc/resend', headers: admin });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('JOBS_ENABLED', () => {
  it('starts polling with the app: each job gets its next slot queued, and stops with it', async () => {
    const on = await createTestApp({ JOBS_ENABLED: 'true' });
    try {
      let names: string[] = [];
      for (let i = 0; i < 50 && names.length < 10; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const rows = await on.database.db.select().from(jobRuns);
        names = [...new Set(rows.filter((r) => r.scheduledFor !== null).map((r) => r.name))].sort();
      }
      expect(names).toEqual([
        'bills.issue',
        'bills.reminders',
        'customers.reminders',
        'extracts.monthly',
        'mail.outbox',
        'maintenance.daily',
        'receipts.read',
        'reviews.digest',
        'sales.rollup',
        'uploads.cleanup',
      ]);
      const res = await on.request({ method: 'GET', url: '/api/jobs', headers: await on.login('admin@example.com') });
      expect(res.json().enabled).toBe(true);
    } finally {
      await on.close();
    }
  });
});
