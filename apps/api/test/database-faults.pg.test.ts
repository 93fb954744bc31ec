import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';

// A database restart, a failover or an operator ending a backend drops connections that hold a
// transaction. The request in flight gets a 503 with the envelope, nothing of its transaction stays,
// and the process goes on serving.
let hosts: ApiProcesses;
let admin: pg.Client;
let token: string;

beforeAll(async () => {
  hosts = await startApiProcesses(1, 'faults');
  admin = new pg.Client({ connectionString: hosts.databaseUrl });
  await admin.connect();
  const login = await fetch(`${hosts.base(0)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' }),
  });
  token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
});

afterAll(async () => {
  await admin?.end();
  await hosts?.stop();
});

let made = 0;
/** POST /campaigns: one transaction that inserts the campaign, then its audit row. */
async function createCampaign(): Promise<{ status: number; body: Record<string, unknown> }> {
  made += 1;
  const res = await fetch(`${hosts.base(0)}/api/campaigns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Campanha falha ${made}`,
      description: 'Criada enquanto o banco derruba conexões',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      conversionRate: 10,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Campaigns created here without their audit row: what a half-written transaction would leave. */
async function halfWritten(): Promise<number> {
  const { rows } = await admin.query(
    `select count(*)::int as n from campaigns c
     where c.name like 'Campanha falha %'
       and not exists (select 1 from logs l where l.entity_id = c.id and l.module_name = 'Campaign' and l.method_name = 'create')`,
  );
  return rows[0].n;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a database connection dropped during a transaction', () => {
  it('answers the request in flight 503 with the envelope, writes nothing of it, and keeps serving', async () => {
    // Hold the audit table: each creation inserts its campaign, then waits on its audit row inside
    // its transaction. Its backend is then ended mid-transaction.
    await admin.query('begin');
    await admin.query('lock table logs in share mode');
    const inFlight = Array.from({ length: 3 }, () => createCampaign());
    let waiting: number[] = [];
    for (let i = 0; i < 200 && waiting.length < 3; i++) {
      await pause(50);
      const { rows } = await admin.query(
        `select pid from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      waiting = rows.map((r) => r.pid as number);
    }
    expect(waiting).toHaveLength(3);
    for (const pid of waiting) await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(answer.body.message).toMatch(/indisponível/);
    }
    expect(hosts.alive(0)).toBe(true);
    expect(await halfWritten()).toBe(0);
    const { rows } = await admin.query(`select count(*)::int as n from campaigns where name like 'Campanha falha %'`);
    expect(rows[0].n).toBe(0);

    // The next request gets a new connection.
    const next = await createCampaign();
    expect(next.status).toBe(201);
  });

  it('survives backends ended in a loop while writes run: every answer is 201 or 503, none half-written', async () => {
    let terminating = true;
    let ended = 0;
    const terminator = (async () => {
      while (terminating) {
        const { rows } = await admin.query(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        );
        ended += rows.filter((r) => r.ok).length;
        await pause(5);
      }
    })();
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => createCampaign()));
      statuses.push(...answers.map((a) => a.status));
    }
    terminating = false;
    await terminator;

    expect(hosts.alive(0)).toBe(true);
    expect(ended).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(await halfWritten()).toBe(0);
    const created = statuses.filter((s) => s === 201).length;
    const { rows } = await admin.query(`select count(*)::int as n from campaigns where name like 'Campanha falha %'`);
    // The first test's one success, and every 201 here; nothing for a 503.
    expect(rows[0].n).toBe(created + 1);

    const after = await createCampaign();
    expect(after.status).toBe(201);
    const health = await fetch(`${hosts.base(0)}/api/health`);
    expect(health.status).toBe(200);
  });
});
