import type { AddressInfo } from 'node:net';
import { addDays, type Dashboard, fiscalKeyCheckDigit, normaliseCnpj, todayIn } from '@mall/shared';
import { and, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  campaigns,
  extracts,
  files,
  jobRuns,
  logs,
  outbox,
  prizes,
  rescues,
  sales,
  salesRollupDelta,
  stores,
} from '../src/db/schema';
import { campaignStanding } from '../src/modules/clients/clients.queries';
import { JOB_DEFINITIONS, previousMonth } from '../src/modules/jobs/jobs.definitions';
import { JobQueue } from '../src/modules/jobs/jobs.queue';
import { enqueueMail } from '../src/plugins/mailer';
import { createTestApp, type TestApp } from './support/app';
import { demoIds, uploadReceipt } from './support/fixtures';
import { receiptPhotoWithQr } from './support/receipt-photo';

// The three real jobs on the demo data, time injected: monthly statements, the daily marking of
// overdue statements and expired vouchers, and the e-mail outbox.

const TZ = 'America/Sao_Paulo';
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

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
  ids = await demoIds(t);
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Runs `body` with a queue of one real job and a clock it moves; the queue stops after. */
async function withJob(name: string, clock: { now: Date }, body: (q: JobQueue) => Promise<void>) {
  const q = new JobQueue({
    database: t.database,
    definitions: JOB_DEFINITIONS.filter((d) => d.name === name),
    timeZone: TZ,
    mailer: t.app.mailer,
    storage: t.app.storage,
    receipts: t.config.receipts,
    log: t.app.log,
    clock: () => clock.now,
  });
  try {
    await body(q);
  } finally {
    await q.stop();
  }
}

/** One poll of the queue, and the runs it started, to their end. */
async function poll(q: JobQueue): Promise<void> {
  await q.tick();
  await q.runDue();
}

const runsOf = (name: string) =>
  t.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(jobRuns.createdAt);

/** Queues a run of a job for now, as "Executar agora" does. */
async function queueNow(name: string) {
  await t.database.db.insert(jobRuns).values({ name, runAt: new Date().toISOString(), maxAttempts: 3 });
}

let invoice = 0;
async function addSale(storeId: string, saleDate: string, netCents: number) {
  invoice += 1;
  const [campaign] = await t.database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
  await t.database.db.insert(sales).values({
    type: 'invoice_number',
    invoiceNumber: `JOB-${invoice}`,
    saleDate,
    storeId,
    clientId: ids.clientId,
    campaignId: campaign!.id,
    grossCents: netCents,
    discountCents: 0,
    netCents,
    status: 'approved',
  });
}

describe('extracts.monthly', () => {
  it('processes on the 1st at 06:00 the previous month of every active store that sold, by nobody', async () => {
    const today = todayIn(TZ);
    const first = `${today.slice(0, 8)}01`;
    const slot = new Date(`${first}T09:00:00.000Z`); // 06:00 in São Paulo
    const { month, year } = previousMonth(slot, TZ);
    const inMonth = `${year}-${String(month).padStart(2, '0')}-15`;
    const all = await t.database.db.select().from(stores).orderBy(stores.tradeName);
    const [selling, closed] = all.slice(-2) as [typeof stores.$inferSelect, typeof stores.$inferSelect];
    await addSale(selling.id, inMonth, 12_345);
    await addSale(closed.id, inMonth, 50_000);
    await t.database.db.update(stores).set({ inactivatedAt: new Date().toISOString() }).where(eq(stores.id, closed.id));

    const clock = { now: new Date(slot.getTime() - 10 * 86_400_000) };
    await withJob('extracts.monthly', clock, async (q) => {
      await poll(q);
      expect(
        (await runsOf('extracts.monthly')).map((r) => [
          r.scheduledFor && new Date(r.scheduledFor).toISOString(),
          r.status,
        ]),
      ).toEqual([[slot.toISOString(), 'queued']]);
      clock.now = new Date(slot.getTime() + 1_000);
      await poll(q);
    });
    const [run] = await runsOf('extracts.monthly');
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1 });

    const statements = await t.database.db
      .select()
      .from(extracts)
      .where(and(eq(extracts.month, month), eq(extracts.year, year)));
    const byStore = new Map(statements.map((s) => [s.storeId, s]));
    expect(byStore.get(selling.id)).toMatchObject({ totalSalesCents: 12_345, salesCount: 1, processedById: null });
    expect(byStore.has(closed.id)).toBe(false);
    // The job's statements are exactly those of the active stores with an approved sale that month.
    const sold = await t.database.db
      .selectDistinct({ storeId: sales.storeId })
      .from(sales)
      .innerJoin(stores, eq(stores.id, sales.storeId))
      .where(
        and(
          eq(sales.status, 'approved'),
          gte(sales.saleDate, `${inMonth.slice(0, 8)}01`),
          lt(sales.saleDate, first),
          isNull(stores.inactivatedAt),
        ),
      );
    const byJob = statements.filter((s) => s.processedById === null);
    expect(byJob.map((s) => s.storeId).sort()).toEqual(sold.map((s) => s.storeId).sort());
    expect(byJob.every((s) => s.salesCount > 0)).toBe(true);
    expect(run!.result).toEqual({ month, year, statements: byJob.length });
    const audits = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Extract'), eq(logs.entityId, byStore.get(selling.id)!.id)));
    // Audited without a user (its first row when the demo data had no statement of it that month).
    expect(audits.at(-1)).toMatchObject({ userId: null, methodName: audits.length === 1 ? 'process' : 'reprocess' });

    // Run again (by hand): the same figures.
    const figures = (rows: typeof statements) =>
      rows.map((s) => [s.storeId, s.salesCount, s.totalSalesCents, s.amountDueCents]).sort();
    await queueNow('extracts.monthly');
    await withJob('extracts.monthly', { now: new Date() }, (q) => q.runDue().then(() => {}));
    const again = await t.database.db
      .select()
      .from(extracts)
      .where(and(eq(extracts.month, month), eq(extracts.year, year)));
    expect(figures(again)).toEqual(figures(statements));
  });
});

describe('maintenance.daily', () => {
  it('marks VENCIDO the statements whose open bill is past due, once, audited', async () => {
    const today = todayIn(TZ);
    const [late, dueToday, paid] = await t.database.db.select().from(extracts).orderBy(extracts.id).limit(3);
    const bill = (e: typeof late, dueDate: string, status: 'ABERTO' | 'QUITADO') => ({
      storeId: e!.storeId,
      extractId: e!.id,
      monthRef: `${e!.year}-${String(e!.month).padStart(2, '0')}-01`,
      amountDueCents: e!.amountDueCents,
      adminFeeBps: e!.feeBps,
      dueDate,
      status,
    });
    await t.database.db
      .insert(bills)
      .values([
        bill(late, addDays(today, -1), 'ABERTO'),
        bill(dueToday, today, 'ABERTO'),
        bill(paid, addDays(today, -30), 'QUITADO'),
      ]);
    await t.database.db
      .update(extracts)
      .set({ status: 'due' })
      .where(inArray(extracts.id, [late!.id, dueToday!.id]));
    await t.database.db.update(extracts).set({ status: 'paid' }).where(eq(extracts.id, paid!.id));

    for (let i = 0; i < 2; i++) {
      await queueNow('maintenance.daily');
      await withJob('maintenance.daily', { now: new Date() }, (q) => q.runDue().then(() => {}));
    }
    const statuses = await t.database.db
      .select({ id: extracts.id, status: extracts.status })
      .from(extracts)
      .where(inArray(extracts.id, [late!.id, dueToday!.id, paid!.id]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [late!.id]: 'overdue',
      [dueToday!.id]: 'due',
      [paid!.id]: 'paid',
    });
    const audits = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Extract'), eq(logs.methodName, 'overdue')));
    expect(audits.map((a) => [a.entityId, a.userId, a.previousState])).toEqual([[late!.id, null, { status: 'due' }]]);
    const runs = await runsOf('maintenance.daily');
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(runs[0]!.result).toMatchObject({ overdueStatements: 1 });
    expect(runs[1]!.result).toMatchObject({ overdueStatements: 0 });
  });

  it('expires undelivered vouchers past expiry and returns their unit of stock exactly once', async () => {
    const db = t.database.db;
    const [prize] = await db.select().from(prizes).limit(1);
    await db.update(prizes).set({ stock: 5 }).where(eq(prizes.id, prize!.id));
    const made = await db
      .insert(campaigns)
      .values(
        [1, 2, 3, 4].map((n) => ({
          name: `Campanha encerrada ${n}`,
          description: 'Para o teste de vouchers',
          startDate: '2024-01-01',
          endDate: '2024-01-31',
          isFinished: true,
          finishedAt: '2024-02-10T12:00:00.000Z',
          inactivatedAt: '2024-02-10T12:00:00.000Z',
        })),
      )
      .returning({ id: campaigns.id });
    const now = Date.now();
    const rescue = (n: number, status: 'SOLICITADO' | 'APROVADO' | 'ENTREGUE', expiresInMs: number) => ({
      clientId: ids.clientId,
      campaignId: made[n]!.id,
      prizeId: prize!.id,
      points: 100,
      voucher: `JOBTEST${n}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      voucherExpiresAt: new Date(now + expiresInMs).toISOString(),
      status,
    });
    const rows = await db
      .insert(rescues)
      .values([
        rescue(0, 'SOLICITADO', -86_400_000),
        rescue(1, 'APROVADO', -60_000),
        rescue(2, 'ENTREGUE', -86_400_000),
        rescue(3, 'SOLICITADO', 86_400_000),
      ])
      .returning({ id: rescues.id });
    const rescueIds = rows.map((r) => r.id);

    for (let i = 0; i < 2; i++) {
      await queueNow('maintenance.daily');
      await withJob('maintenance.daily', { now: new Date() }, (q) => q.runDue().then(() => {}));
    }
    const after = await db.select().from(rescues).where(inArray(rescues.id, rescueIds));
    const status = new Map(after.map((r) => [r.id, r.status]));
    expect(rescueIds.map((id) => status.get(id))).toEqual(['EXPIRADO', 'EXPIRADO', 'ENTREGUE', 'SOLICITADO']);
    const [stocked] = await db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prize!.id));
    expect(stocked!.stock).toBe(7);
    const audits = await db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Rescue'), eq(logs.methodName, 'expire'), inArray(logs.entityId, rescueIds)));
    expect(audits.map((a) => a.entityId).sort()).toEqual(rescueIds.slice(0, 2).sort());
    expect(audits.every((a) => a.userId === null)).toBe(true);
    // The points stay spent: an expired redemption still counts in its campaign (only a cancel frees it).
    expect((await campaignStanding(db, ids.clientId, made[0]!.id)).redeemed).toBe(true);

    // Staff set one back to APROVADO: it expires again, and its unit is not returned twice.
    await db.update(rescues).set({ status: 'APROVADO' }).where(eq(rescues.id, rescueIds[0]!));
    await queueNow('maintenance.daily');
    await withJob('maintenance.daily', { now: new Date() }, (q) => q.runDue().then(() => {}));
    const [again] = await db.select().from(rescues).where(eq(rescues.id, rescueIds[0]!));
    expect(again!.status).toBe('EXPIRADO');
    const [still] = await db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prize!.id));
    expect(still!.stock).toBe(7);
  });
});

describe('mail.outbox', () => {
  it('delivers the outbox through the queue; a run with nothing to send leaves no row', async () => {
    await enqueueMail(t.database.db, { to: 'fila@example.com', subject: 'Pela fila', text: 'Entregue pela fila.' });
    const clock = { now: new Date() };
    await withJob('mail.outbox', clock, async (q) => {
      await poll(q);
      expect(received).toHaveLength(0);
      clock.now = new Date(clock.now.getTime() + 5_000);
      await poll(q);
      clock.now = new Date(clock.now.getTime() + 5_000);
      await poll(q);
      await poll(q);
    });
    // The demo data's messages waiting in the outbox go out with it.
    const ours = received.filter((r) => r.to.includes('fila@example.com'));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.raw).toContain('Entregue pela fila.');
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'fila@example.com'));
    expect(mail!.sentAt).not.toBeNull();
    const runs = await runsOf('mail.outbox');
    const done = runs.filter((r) => r.status === 'succeeded');
    expect(done.map((r) => r.result)).toEqual([{ sent: received.length, failed: 0 }]);
    expect(runs.filter((r) => r.status === 'queued')).toHaveLength(1);
    expect(await t.database.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
  });
});

describe('sales.rollup', () => {
  it("moves the purchases' changes into the totals without changing what the dashboard reads; a run with nothing to move leaves no row", async () => {
    const admin = await t.login('admin@example.com');
    const read = async () =>
      (await t.request({ method: 'GET', url: '/api/dashboard', headers: admin })).json().data as Dashboard;
    const deltas = async () => (await t.database.db.select({ n: count() }).from(salesRollupDelta))[0]!.n;
    const before = await read();
    expect(await deltas()).toBeGreaterThan(0);
    const clock = { now: new Date() };
    await withJob('sales.rollup', clock, async (q) => {
      // The first tick queues the next slot (10 seconds on); the run comes when the clock reaches it.
      await poll(q);
      clock.now = new Date(clock.now.getTime() + 10_000);
      await poll(q);
      await poll(q);
      expect(await deltas()).toBe(0);
      clock.now = new Date(clock.now.getTime() + 10_000);
      await poll(q);
      await poll(q);
    });
    expect(await read()).toEqual(before);
    const runs = await runsOf('sales.rollup');
    const done = runs.filter((r) => r.status === 'succeeded');
    expect(done).toHaveLength(1);
    expect((done[0]!.result as { moved: number }).moved).toBeGreaterThan(0);
  });
});

describe('receipts.read', () => {
  it('reads the receipt photos whose reading was lost, re-checks their purchases, and leaves no run when none is', async () => {
    const cliente = await t.login('cliente@example.com');
    const ids = await demoIds(t);
    const [store] = await t.database.db.select({ cnpj: stores.cnpj }).from(stores).where(eq(stores.id, ids.storeId));
    const today = todayIn(TZ);
    const body = `35${today.slice(2, 4)}${today.slice(5, 7)}${normaliseCnpj(store!.cnpj)}65001000555001100000077`;
    const key = body + fiscalKeyCheckDigit(body);
    const photo = await receiptPhotoWithQr(`https://www.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|1|1|ab12`, 91);
    const url = await uploadReceipt(t, cliente, photo);
    const fileId = url.split('/').pop()!;
    // As if the process that took the upload stopped before the reading ended.
    await t.database.db
      .update(files)
      .set({ receiptReading: null, createdAt: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where(eq(files.id, fileId));
    const created = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers: cliente,
      payload: { type: 'photo', saleDate: today, storeId: ids.storeId, fileUrl: url, grossValue: 90, netValue: 90 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saleId = (created.json() as { data: { id: string } }).data.id;

    const clock = { now: new Date() };
    await withJob('receipts.read', clock, async (q) => {
      // The first tick queues the next minute's slot; the run comes when the clock reaches it.
      await poll(q);
      clock.now = new Date(clock.now.getTime() + 60_000);
      await poll(q);
      await poll(q);
    });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(file?.receiptReading).toMatchObject({ status: 'found', fiscalKey: key });
    const [sale] = await t.database.db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale?.fiscalKey).toBe(key);
    expect(sale?.checks.find((c) => c.code === 'photo_key')?.status).toBe('passed');
    const done = async () => (await runsOf('receipts.read')).filter((r) => r.status === 'succeeded');
    expect((await done()).map((r) => r.result)).toEqual([{ read: 1, missing: 0 }]);

    // Nothing left: the next run leaves no row.
    await withJob('receipts.read', clock, async (q) => {
      clock.now = new Date(clock.now.getTime() + 60_000);
      await poll(q);
      await poll(q);
    });
    expect(await done()).toHaveLength(1);
  });
});
