import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, TEMPLATE_DB, urlFor } from './support/pg-template';

// Two real API processes on one PostgreSQL database: the invariants must hold across them.
const database = `mall_test_conc_${randomBytes(4).toString('hex')}`;
const secret = randomBytes(32).toString('hex');
const ports = [41000 + Math.floor(Math.random() * 1000), 42000 + Math.floor(Math.random() * 1000)];
const procs: ChildProcess[] = [];
const dirs: string[] = [];

function startApi(port: number, seed: boolean): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-conc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: urlFor(database),
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'none'),
    },
    stdio: 'ignore',
  });
  procs.push(child);
  return waitForHealth(port);
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API on ${port} did not start`);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DB}`);
  await admin.end();
  await startApi(ports[0]!, true); // migrates and seeds the demo data
  await startApi(ports[1]!, false);
});

afterAll(async () => {
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('redemptions across two API processes', () => {
  it('accept exactly one of 50 parallel requests for the same customer and campaign', async () => {
    const base = (i: number) => `http://127.0.0.1:${ports[i % 2]}/api`;
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

    const db = new pg.Client({ connectionString: urlFor(database) });
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
