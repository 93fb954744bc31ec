import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, extracts, logs, users } from '../src/db/schema';
import { generateBills } from '../src/modules/bills/bills.generate';
import type { BillIssueRequest, BillProvider } from '../src/modules/bills/bills.provider';
import { billIssuing, type JobContext } from '../src/modules/jobs/jobs.definitions';
import { createTestApp, engine, type TestApp } from './support/app';
import { moneyFixtures, processMonth } from './support/money';
import { urlFor } from './support/pg-template';

// A bill is recorded and committed before its provider is called, outside the transaction, with
// the bill's id as the idempotency key; what the provider left undone the job bills.issue does.

let t: TestApp;
let f: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await moneyFixtures(t);
  admin = await t.login('admin@example.com');
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  adminId = me!.id;
});
afterAll(() => t.close());

/** A month of its own with one statement to bill (Casa Aurora Móveis). */
async function statementToBill(month: number, year: number) {
  await f.addSale(f.storeId, `${year}-${String(month).padStart(2, '0')}-05`, 80_000);
  const s = await processMonth(t, admin, [f.storeId], month, year);
  return s['Casa Aurora Móveis']!;
}

const generate = (extractId: string, provider: BillProvider) =>
  generateBills(t.database.db, { extractIds: [extractId], userId: adminId, timeZone: t.config.timeZone, provider });

async function billRow(id: string) {
  const [row] = await t.database.db.select().from(bills).where(eq(bills.id, id));
  return row!;
}

async function statementStatus(extractId: string) {
  const [row] = await t.database.db
    .select({ status: extracts.status })
    .from(extracts)
    .where(eq(extracts.id, extractId));
  return row?.status;
}

async function billLog(billId: string) {
  return t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Bill'), eq(logs.entityId, billId)))
    .orderBy(logs.createdAt, logs.id);
}

/** The job's run as the queue makes it, at `now`. */
function jobRun(provider: BillProvider, now: Date) {
  const ctx: JobContext = {
    db: t.database.db,
    timeZone: t.config.timeZone,
    mailer: t.app.mailer,
    storage: t.app.storage,
    receipts: t.config.receipts,
    now,
    scheduledFor: null,
  };
  return billIssuing(provider).run(ctx);
}

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A bank's provider: it answers each bill open with its own reference, and records each request. */
function bankProvider(calls: BillIssueRequest[], fail: (call: number) => string | undefined = () => undefined) {
  const provider: BillProvider = {
    name: 'banco-teste',
    async issue(request) {
      calls.push(request);
      const error = fail(calls.length);
      if (error) throw new Error(error);
      return { status: 'ABERTO', providerRef: `NN-${request.idempotencyKey.slice(0, 8)}` };
    },
  };
  return provider;
}

describe('issuing a bill at its provider', () => {
  it.runIf(engine === 'postgres')(
    'calls the provider only once the bill is committed: another connection already reads it',
    async () => {
      const statement = await statementToBill(1, 2023);
      const found = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const other = new pg.Client({ connectionString: urlFor(found.rows[0]!.name) });
      await other.connect();
      const seen: unknown[] = [];
      const provider: BillProvider = {
        name: 'banco-teste',
        async issue(request) {
          const found = await other.query('select status, issued_at from bills where id = $1', [request.billId]);
          seen.push(found.rows[0] ?? 'not committed');
          return { status: 'ABERTO', providerRef: `NN-${request.billId.slice(0, 8)}` };
        },
      };
      try {
        const answer = await generate(statement.id, provider);
        expect(seen).toEqual([{ status: 'AGUARDANDO', issued_at: null }]);
        const bill = answer.data[0]!;
        expect(bill).toMatchObject({ status: 'ABERTO', errorMessage: null });
        expect(await billRow(bill.id!)).toMatchObject({ issueAttempts: 1, providerRef: `NN-${bill.id!.slice(0, 8)}` });
        expect((await billRow(bill.id!)).issuedAt).not.toBeNull();
        expect(await statementStatus(statement.id)).toBe('due');
      } finally {
        await other.end();
      }
    },
  );

  it('"Gerar boletos" with the built-in provider still answers the bills open, issued at the first attempt', async () => {
    const statement = await statementToBill(2, 2023);
    const res = await t.request({
      method: 'POST',
      url: '/api/bills',
      headers: admin,
      payload: { extractIds: [statement.id] },
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json().data[0];
    expect(bill).toMatchObject({ status: 'ABERTO', errorMessage: null });
    const row = await billRow(bill.id);
    expect(row).toMatchObject({ provider: 'pix-pdf', issueAttempts: 1 });
    expect(row.issuedAt).not.toBeNull();
    expect(await statementStatus(statement.id)).toBe('due');
    const audit = await billLog(bill.id);
    expect(audit.map((a) => [a.methodName, a.userId])).toEqual([['generate', adminId]]);
    // Nothing is left for the job.
    expect(await jobRun(bankProvider([]), minutesLater(5))).toBeNull();
  });

  it('a provider that fails leaves the bill AGUARDANDO with the error; the job issues it later with the same key', async () => {
    const statement = await statementToBill(3, 2023);
    const calls: BillIssueRequest[] = [];
    const flaky = bankProvider(calls, (n) => (n === 1 ? 'tempo esgotado na conexão com o banco' : undefined));
    const answer = await generate(statement.id, flaky);
    const bill = answer.data[0]!;
    expect(answer.message).toBe('1 boleto gerado');
    expect(bill).toMatchObject({
      status: 'AGUARDANDO',
      errorMessage: 'Falha na emissão do boleto pelo provedor: tempo esgotado na conexão com o banco',
    });
    expect(await billRow(bill.id!)).toMatchObject({ issuedAt: null, issueAttempts: 1 });
    expect(await statementStatus(statement.id)).toBe('waiting_registration');

    // Not before its next attempt is due (a minute after the last).
    expect(await jobRun(flaky, new Date())).toBeNull();
    expect(calls).toHaveLength(1);

    expect(await jobRun(flaky, minutesLater(2))).toEqual({ issued: 1, failed: 0 });
    expect(calls.map((c) => [c.idempotencyKey, c.billId])).toEqual([
      [bill.id, bill.id],
      [bill.id, bill.id],
    ]);
    const row = await billRow(bill.id!);
    expect(row).toMatchObject({
      status: 'ABERTO',
      errorMessage: null,
      issueAttempts: 2,
      providerRef: `NN-${bill.id!.slice(0, 8)}`,
    });
    expect(row.issuedAt).not.toBeNull();
    expect(await statementStatus(statement.id)).toBe('due');
    const audit = await billLog(bill.id!);
    expect(audit.map((a) => [a.methodName, a.userId])).toEqual([
      ['generate', adminId],
      ['issue', null],
    ]);
    expect(audit[1]!.previousState).toMatchObject({ status: 'AGUARDANDO' });
    expect(audit[1]!.result).toMatchObject({ status: 'ABERTO', errorMessage: null });
    const detail = (await t.request({ method: 'GET', url: `/api/extracts/${statement.id}`, headers: admin })).json();
    expect(detail.data.history.map((h: { description: string }) => h.description).slice(-2)).toEqual([
      expect.stringMatching(/^Boleto gerado: R\$/),
      'Boleto emitido pelo provedor',
    ]);

    // Issued: never sent again.
    expect(await jobRun(flaky, minutesLater(30))).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('a process that stopped between the commit and the answer: the job issues the bill it left', async () => {
    const statement = await statementToBill(4, 2023);
    let started: (request: BillIssueRequest) => void = () => {};
    const asked = new Promise<BillIssueRequest>((resolve) => {
      started = resolve;
    });
    // Its provider never answers, as if the process had stopped during the call.
    const stalled: BillProvider = {
      name: 'banco-teste',
      issue: (request) => {
        started(request);
        return new Promise(() => {});
      },
    };
    void generate(statement.id, stalled);
    const first = await asked;
    expect(await billRow(first.billId)).toMatchObject({ status: 'AGUARDANDO', issuedAt: null, issueAttempts: 1 });

    const calls: BillIssueRequest[] = [];
    expect(await jobRun(bankProvider(calls), minutesLater(2))).toEqual({ issued: 1, failed: 0 });
    expect(calls.map((c) => c.idempotencyKey)).toEqual([first.idempotencyKey]);
    expect(await billRow(first.billId)).toMatchObject({ status: 'ABERTO', issueAttempts: 2 });
    expect(await statementStatus(statement.id)).toBe('due');
    // Its generation is audited once, by the staff member who asked for it.
    const audit = await billLog(first.billId);
    expect(audit.map((a) => [a.methodName, a.userId])).toEqual([['generate', adminId]]);
    expect(audit[0]!.result).toMatchObject({ status: 'ABERTO' });
  });

  it('retries a refusing provider less and less often, and never sends a canceled bill', async () => {
    const statement = await statementToBill(5, 2023);
    const calls: BillIssueRequest[] = [];
    const refusing: BillProvider = {
      name: 'banco-teste',
      async issue(request) {
        calls.push(request);
        return { status: 'AGUARDANDO', error: 'Convênio de cobrança inativo' };
      },
    };
    const bill = (await generate(statement.id, refusing)).data[0]!;
    expect(bill).toMatchObject({ status: 'AGUARDANDO', errorMessage: 'Convênio de cobrança inativo' });
    expect(await jobRun(refusing, minutesLater(2))).toEqual({ issued: 0, failed: 1 });
    expect(await billRow(bill.id!)).toMatchObject({ issueAttempts: 2, issuedAt: null });
    // The third attempt waits two minutes after the second.
    expect(await jobRun(refusing, minutesLater(3))).toBeNull();
    expect(calls).toHaveLength(2);
    // A failed retry changes the bill's error only: its audit stays the generation.
    expect((await billLog(bill.id!)).map((a) => a.methodName)).toEqual(['generate']);

    const canceled = await t.request({
      method: 'PATCH',
      url: `/api/bills/${bill.id}`,
      headers: admin,
      payload: { canceled: true },
    });
    expect(canceled.statusCode).toBe(200);
    expect(await jobRun(refusing, minutesLater(120))).toBeNull();
    expect(calls).toHaveLength(2);
  });
});
