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
