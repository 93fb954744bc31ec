import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@mall/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';
import { cpfFrom } from './support/fixtures';
import { type Nginx, startNginx } from './support/nginx';

// deploy/nginx.conf in front of two real API hosts on one PostgreSQL database, each trusting the
// proxy's address (TRUST_PROXY): the SPA and the API through it, the client's address as the
// proxy saw it, and a rolling restart of both hosts under load that loses no request.
// ROLLING_RESTART_SECONDS and ROLLING_RESTART_RATE size the load (`npm run bench:restart` runs
// 60 s at 50 requests/s).
const SECONDS = Number(process.env.ROLLING_RESTART_SECONDS || 16);
const RATE = Number(process.env.ROLLING_RESTART_RATE || 50);

let hosts: ApiProcesses;
let nginx: Nginx;
let web: string;
let proxy: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'mall-proxy-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Programa de pontos</title><div id="root"></div>');
  hosts = await startApiProcesses(2, 'proxy', {
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST: web,
    SHUTDOWN_TIMEOUT_MS: '10000',
  });
  nginx = await startNginx([hosts.port(0), hosts.port(1)]);
  proxy = `http://127.0.0.1:${nginx.port}`;
});
afterAll(async () => {
  await nginx?.stop();
  await hosts?.stop();
  if (web) rmSync(web, { recursive: true, force: true });
});

/** A JSON request to the proxy from a given local address (all of 127.0.0.0/8 is this machine). */
function fromAddress(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { data?: { id?: string } } }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: nginx.port,
        localAddress,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        let out = '';
        res.on('data', (chunk: Buffer) => {
          out += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(out) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: hosts.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

describe('two API hosts behind nginx', () => {
  it('serve the SPA and the API through the proxy, from both hosts', async () => {
    const page = await fetch(`${proxy}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const spaRoute = await fetch(`${proxy}/cliente`);
    expect(spaRoute.status).toBe(200);
    const featured = await fetch(`${proxy}/api/prizes/featured`);
    expect(featured.status).toBe(200);
    expect(((await featured.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    // A client cannot reach the internal location that retries keyed writes.
    expect((await fetch(`${proxy}/@idempotent`)).status).toBe(404);
  });

  it("see the client's address as the proxy saw it, whatever X-Forwarded-For the client sends", async () => {
    const register = (n: string, headers: Record<string, string> = {}) =>
      fromAddress(
        '127.0.0.7',
        '/api/clients',
        {
          name: `Cliente Proxy ${n}`,
          email: `proxy-${n}@example.com`,
          cpf: cpfFrom(`7${n}`.padEnd(9, '3')),
          address: 'Rua Augusta, 100',
          zipCode: '01305-000',
          phone: '(11) 98888-7777',
          birthdate: '1990-05-20',
          acceptsTerms: true,
          acceptsPrivacy: true,
          user: { email: `proxy-${n}@example.com`, password: 'Proxy@1234' },
        },
        headers,
      );
    const plain = await register('1');
    const forged = await register('2', { 'x-forwarded-for': '203.0.113.9' });
    expect([plain.status, forged.status]).toEqual([201, 201]);
    const ips = await query<{ ip: string }>('select distinct ip from consents where client_id = any($1::uuid[])', [
      [plain.json.data!.id, forged.json.data!.id],
    ]);
    expect(ips).toEqual([{ ip: '127.0.0.7' }]);
  });

  it(
    `lose no request while both hosts restart one after the other under ${RATE} requests/s for ${SECONDS} s`,
    async () => {
      const login = await fetch(`${proxy}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const [target] = await query<{ store: string; seller: string; client: string }>(
        `select st.id as store, se.id as seller, c.id as client
         from stores st join sellers se on se.store_id = st.id, clients c
         where c.email = 'cliente@example.com' and se.inactivated_at is null and not st.blocked
           and st.inactivated_at is null
         limit 1`,
      );
      const run = randomBytes(3).toString('hex');
      const today = todayIn('America/Sao_Paulo');
      const saleBody = (i: number) =>
        JSON.stringify({
          type: 'invoice_number',
          invoiceNumber: `ROLL-${run}-${i}`,
          saleDate: today,
          storeId: target!.store,
          sellerId: target!.seller,
          clientId: target!.client,
          grossValue: 100,
          netValue: 100,
        });

      const failures: string[] = [];
      const writes = new Map<string, { body: string; id?: string }>();
      let sent = 0;
      let reads = 0;
      const inFlight = new Set<Promise<void>>();
      const fire = (i: number) => {
        sent += 1;
        let done: Promise<void>;
        if (i % 2 === 0) {
          const key = `roll-${run}-${i}`;
          const body = saleBody(i);
          writes.set(key, { body });
          done = fetch(`${proxy}/api/sales`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
            body,
          }).then(async (res) => {
            const json = (await res.json()) as { data?: { id: string }; message?: string };
            if (res.status === 201) writes.get(key)!.id = json.data!.id;
            else failures.push(`POST /api/sales ${res.status} ${json.message ?? ''}`);
          });
        } else {
          reads += 1;
          const path = i % 4 === 1 ? '/api/prizes/featured' : `/api/sales?page=1&limit=5`;
          done = fetch(`${proxy}${path}`, { headers: auth }).then(async (res) => {
            await res.arrayBuffer();
            if (res.status !== 200) failures.push(`GET ${path} ${res.status}`);
          });
        }
        const tracked = done
          .catch((err: Error & { cause?: Error }) => {
            failures.push(`${err.message} ${err.cause?.message ?? ''}`);
          })
          .finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
      };

      // The load: one request every 1000/RATE ms, reads and keyed writes in turn, until stopped.
      let loading = true;
      const started = Date.now();
      const load = (async () => {
        for (let i = 0; loading; i++) {
          const due = started + (i * 1000) / RATE;
          const wait = due - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (loading) fire(i);
        }
      })();
      const sleepUntil = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, started + ms - Date.now())));

      // The rolling restart, as docs/operations.md describes it: host 0 at a fifth of the window;
      // host 1 at half of it, and at least 3 s (nginx's fail_timeout, 2 s, and a margin) after
      // host 0 answers again. Each gets SIGTERM, must exit 0, and starts again on its port.
      const restarts: { host: number; exitCode: number | null; stopMs: number; downMs: number }[] = [];
      let back = 0;
      for (const [host, at] of [
        [0, SECONDS * 200],
        [1, SECONDS * 500],
      ] as const) {
        await sleepUntil(Math.max(at, back + 3_000));
        const down = Date.now();
        const exitCode = await hosts.signal(host, 'SIGTERM');
        const stopMs = Date.now() - down;
        await hosts.restart(host);
        back = Date.now() - started;
        restarts.push({ host, exitCode, stopMs, downMs: Date.now() - down });
      }
      await sleepUntil(Math.max(SECONDS * 1000, back + 2_000));
      loading = false;
      await load;
      await Promise.all(inFlight);
      const elapsed = (Date.now() - started) / 1000;

      // Every keyed write landed once: one sale per key, and a repeat answers the same sale.
      const rows = await query<{ invoice_number: string; n: number }>(
        `select invoice_number, count(*)::int as n from sales where invoice_number like $1 group by invoice_number`,
        [`ROLL-${run}-%`],
      );
      const duplicates = rows.filter((r) => r.n > 1).length;
      const repeats = [...writes.entries()].filter((_, i) => i % 25 === 0);
      const repeated = await Promise.all(
        repeats.map(async ([key, w]) => {
          const res = await fetch(`${proxy}/api/sales`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
            body: w.body,
          });
          return ((await res.json()) as { data?: { id: string } }).data?.id === w.id && res.status === 201;
        }),
      );
      const [after] = await query<{ n: number }>(`select count(*)::int as n from sales where invoice_number like $1`, [
        `ROLL-${run}-%`,
      ]);

      const figures = {
        seconds: Number(elapsed.toFixed(1)),
        requests: sent,
        rate: Number((sent / elapsed).toFixed(1)),
        reads,
        writes: writes.size,
        failed: failures.length,
        duplicated: duplicates,
        restarts,
      };
      console.log(`rolling-restart ${JSON.stringify(figures)}`);
      if (failures.length > 0) {
        console.log(`failures: ${[...new Set(failures)].join('\n')}`);
        console.log(`nginx's error log:\n${nginx.errors().slice(-3000)}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
      expect(restarts.map((r) => r.exitCode)).toEqual([0, 0]);
      expect(rows).toHaveLength(writes.size);
      expect(duplicates).toBe(0);
      expect(repeated.every(Boolean)).toBe(true);
      expect(after!.n).toBe(writes.size);
      expect(sent).toBeGreaterThanOrEqual(RATE * SECONDS * 0.9);
    },
    SECONDS * 1000 + 180_000,
  );
});
