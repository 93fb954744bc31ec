import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, idempotencyKeys, logs, prizes, rescues, sales, users } from '../src/db/schema';
import { IDEMPOTENCY_MESSAGES } from '../src/plugins/idempotency';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: { authorization: string };
let lojista: { authorization: string };
let seed = 1;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

const saleBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'invoice_number',
  invoiceNumber: `NF-IDEM-${seed++}`,
  saleDate: daysAgo(1),
  storeId: ids.storeId,
  sellerId: ids.sellerId,
  clientId: ids.clientId,
  grossValue: 100,
  netValue: 100,
  ...overrides,
});

const postSale = (payload: object, key: string | undefined, headers = admin) =>
  t.request({
    method: 'POST',
    url: '/api/sales',
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

const counts = async () => ({ sales: await rowCount(t.database.db, sales), logs: await rowCount(t.database.db, logs) });

describe('Idempotency-Key on creates', () => {
  it('answers a retry of a sale with the first answer and writes nothing', async () => {
    const body = saleBody();
    const first = await postSale(body, 'venda-1');
    expect(first.statusCode).toBe(201);
    const after = await counts();
    const retry = await postSale(body, 'venda-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual(after);
    // Without the key, the same body is a second submission: the invoice is taken.
    expect((await postSale(body, undefined)).statusCode).toBe(409);
  });

  it('refuses the same key with another body, writing nothing', async () => {
    expect((await postSale(saleBody(), 'venda-2')).statusCode).toBe(201);
    const before = await counts();
    const other = await postSale(saleBody(), 'venda-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: IDEMPOTENCY_MESSAGES.otherRequest,
    });
    expect(await counts()).toEqual(before);
  });

  it('scopes keys per caller', async () => {
    const mine = await postSale(saleBody(), 'compartilhada');
    const theirs = await postSale(saleBody(), 'compartilhada', lojista);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('refuses a malformed key with a 400, writing nothing', async () => {
    const before = await counts();
    for (const key of ['', ' ', 'a'.repeat(256), ' chave', 'chave\t1']) {
      const res = await postSale(saleBody(), key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: IDEMPOTENCY_MESSAGES.invalidKey });
    }
    expect(await counts()).toEqual(before);
    expect((await postSale(saleBody(), 'a'.repeat(255))).statusCode).toBe(201);
  });

  it('releases the key of a refused request, so the corrected one goes through', async () => {
    const refused = await postSale(saleBody({ sellerId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }), 'venda-3');
    expect(refused.statusCode).toBe(400);
    const fixed = await postSale(saleBody(), 'venda-3');
    expect(fixed.statusCode).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await postSale(saleBody(), 'venda-4')).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(idempotencyKeys.key, 'venda-4'));
    expect((await postSale(saleBody(), 'venda-4')).statusCode).toBe(201);
  });

  it('gives up a claim whose request never answered after 2 minutes', async () => {
    const body = saleBody();
    const [me] = await t.database.db
      .select({ scope: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    await t.database.db
      .insert(idempotencyKeys)
      .values({ scope: me!.scope, key: 'venda-abandonada', requestHash: 'x', createdAt: new Date().toISOString() });
    const stuck = await postSale(body, 'venda-abandonada');
    expect(stuck.statusCode).toBe(409);
    expect(stuck.json().message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000).toISOString() })
      .where(eq(idempotencyKeys.key, 'venda-abandonada'));
    expect((await postSale(body, 'venda-abandonada')).statusCode).toBe(201);
  });

  it('writes once when the same request arrives several times at once', async () => {
    const body = saleBody();
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postSale(body, 'venda-paralela')));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    }
    for (const r of created) expect(r.json()).toEqual(created[0]!.json());
    const after = await counts();
    expect(after.sales).toBe(before.sales + 1);
    // Once the first answered, every retry gets its answer.
    const retry = await postSale(body, 'venda-paralela');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(created[0]!.json());
    expect(await counts()).toEqual(after);
  });

  it('answers a retried redemption with the first answer, one rescue written', async () => {
    const cliente = await t.login('cliente@example.com');
    const [vaso] = await t.database.db.select().from(prizes).where(eq(prizes.name, 'Vaso de cerâmica artesanal'));
    const redeem = () =>
      t.request({
        method: 'POST',
        url: '/api/rescues',
        headers: { ...cliente, 'idempotency-key': 'resgate-1' },
        payload: { prizeId: vaso!.id, points: vaso!.points },
      });
    const first = await redeem();
    expect(first.statusCode).toBe(201);
    const written = await rowCount(t.database.db, rescues);
    const retry = await redeem();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await rowCount(t.database.db, rescues)).toBe(written);
  });

  it('answers a retried registration with the first answer, one customer written', async () => {
    const register = (key: string) =>
      t.request({
        method: 'POST',
        url: '/api/clients',
        headers: { 'idempotency-key': key },
        payload: {
          name: 'Rita Repetida',
          email: 'rita.repetida@example.com',
          cpf: '935.411.347-80',
          address: 'Rua B, 2',
          zipCode: '01310-100',
          phone: '(11) 97777-6666',
          birthdate: '1988-05-05',
          acceptsTerms: true,
          acceptsPrivacy: true,
          user: { password: 'Segura123' },
        },
      });
    const first = await register('cadastro-1');
    expect(first.statusCode).toBe(201);
    const written = await rowCount(t.database.db, clients);
    const retry = await register('cadastro-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await rowCount(t.database.db, clients)).toBe(written);
    // Another key is another submission: the CPF is taken.
    expect((await register('cadastro-2')).statusCode).toBe(409);
  });
});
