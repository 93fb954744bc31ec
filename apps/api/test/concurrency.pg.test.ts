import { fiscalKeyCheckDigit, normaliseCnpj, todayIn } from '@mall/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';

// Two real API processes on one PostgreSQL database: the invariants must hold across them.
let hosts: ApiProcesses;
beforeAll(async () => {
  hosts = await startApiProcesses(2, 'conc');
});
afterAll(() => hosts.stop());

describe('redemptions across two API processes', () => {
  it('accept exactly one of 50 parallel requests for the same customer and campaign', async () => {
    const base = (i: number) => `${hosts.base(i)}/api`;
    const login = await fetch(`${base(0)}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@example.com', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const featuredRes = await fetch(`${base(1)}/prizes/featured`);
    const featured = ((await featuredRes.json()) as { data: { id: string; points: number }[] }).data;
    const prize = featured.find((p) => p.points <= 11)!;

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base(i)}/rescues`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ prizeId: prize.id, points: prize.points }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: unknown } })),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => typeof r.body.message === 'string')).toBe(true);

    const points = await fetch(`${base(1)}/clients/me/campaign-points`, { headers: auth });
    expect(((await points.json()) as { data: { campaignPoints: number } }).data.campaignPoints).toBe(0);

    const db = new pg.Client({ connectionString: hosts.databaseUrl });
    await db.connect();
    const rows = await db.query(`select count(*)::int as n from rescues`);
    const audit = await db.query(
      `select count(*)::int as n from logs where module_name = 'Rescue' and method_name = 'create'`,
    );
    await db.end();
    expect(rows.rows[0].n).toBe(1);
    expect(audit.rows[0].n).toBe(1);
  });
});

describe('fiscal access keys across two API processes', () => {
  it('record exactly one of 50 parallel purchases with the same key', async () => {
    const base = (i: number) => `${hosts.base(i)}/api`;
    const login = await fetch(`${base(0)}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const db = new pg.Client({ connectionString: hosts.databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `select st.id as store, st.cnpj, se.id as seller, c.id as client
       from stores st join sellers se on se.store_id = st.id, clients c
       where c.email = 'cliente@example.com' and se.inactivated_at is null and not st.blocked and st.inactivated_at is null
       limit 1`,
    );
    const target = rows[0] as { store: string; cnpj: string; seller: string; client: string };
    const today = todayIn('America/Sao_Paulo');
    const body = `35${today.slice(2, 4)}${today.slice(5, 7)}${normaliseCnpj(target.cnpj)}65001000777001100000042`;
    const fiscalKey = body + fiscalKeyCheckDigit(body);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base(i)}/sales`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'invoice_number',
            invoiceNumber: `PARALELA-${i}`,
            saleDate: today,
            storeId: target.store,
            sellerId: target.seller,
            clientId: target.client,
            grossValue: 100,
            netValue: 100,
            fiscalKey,
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: unknown } })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.body.message === 'Esta chave de acesso já foi registrada em outra compra')).toBe(
      true,
    );

    const sales = await db.query('select count(*)::int as n from sales where fiscal_key = $1', [fiscalKey]);
    const audit = await db.query(
      `select count(*)::int as n from logs where module_name = 'Sale' and method_name = 'create' and result->>'fiscalKey' = $1`,
      [fiscalKey],
    );
    await db.end();
    expect(sales.rows[0].n).toBe(1);
    expect(audit.rows[0].n).toBe(1);
  });
});
