import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// Rate limits with REDIS_URL set and Redis gone: never no limit. Each test process counts in its
// own memory while Redis is unreachable, and /api/health says Redis is degraded.

/** A port nothing listens on: the kernel picks a free one, then it is closed again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits for a condition, not a fixed time. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A redis-server of this test's own, without persistence, on the port given. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await until(async () => {
      try {
        if (probe.status !== 'ready') await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        probe.disconnect();
        return false;
      }
    }, 'redis-server to start');
  } finally {
    probe.disconnect();
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const LOGIN_TOO_MANY = 'Muitas tentativas de login. Aguarde um minuto e tente novamente.';

function client(t: TestApp) {
  return {
    login: (email: string, password: string, ip: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip }),
    forgot: (email: string, ip: string) =>
      t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip }),
    health: async () => {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      return { statusCode: res.statusCode, body: res.json() };
    },
  };
}

describe('rate limits with REDIS_URL pointing at a closed port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => t?.close());

  it('still refuses the sixth wrong password on one account and the fourth reset request for one e-mail', async () => {
    const c = client(t);
    const logins: number[] = [];
    for (let i = 0; i < 30; i++)
      logins.push((await c.login('smart@example.com', 'errada123', `10.40.0.${i}`)).statusCode);
    expect(logins.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(logins.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await c.login('smart@example.com', 'Demo@1234', '10.40.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(LOGIN_TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const resets: number[] = [];
    for (let i = 0; i < 15; i++) resets.push((await c.forgot('cliente@example.com', `10.41.0.${i}`)).statusCode);
    expect(resets.slice(0, 3)).toEqual([200, 200, 200]);
    expect(resets.slice(3).every((s) => s === 429)).toBe(true);
  });

  it('answers quickly while Redis cannot be reached', async () => {
    const c = client(t);
    const started = Date.now();
    for (let i = 0; i < 5; i++) await c.login('ninguem@example.com', 'errada123', `10.42.0.${i}`);
    // Password hashing takes most of it; a request waiting on Redis took the test's whole 30 s.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports Redis as degraded on /api/health, still 200: the app works on', async () => {
    const { statusCode, body } = await client(t).health();
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 'degraded', database: t.database.kind, redis: 'degraded' });
  });
});

describe('rate limits on a real Redis that stops and comes back', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  it('counts in Redis, keeps counting in memory once Redis is killed, and reports it', async () => {
    const c = client(t);
    await until(async () => (await c.health()).body.redis === 'ok', 'Redis to be reported up');
    expect(await c.health()).toEqual({
      statusCode: 200,
      body: { status: 'ok', database: t.database.kind, redis: 'ok' },
    });
    for (let i = 0; i < 3; i++)
      expect((await c.login('lojista@example.com', 'errada123', `10.43.0.${i}`)).statusCode).toBe(401);
    // The shared counter is Redis's.
    const probe = new Redis(port, '127.0.0.1');
    const keys = await probe.keys('*login:lojista@example.com');
    expect(keys).toHaveLength(1);
    expect(await probe.get(keys[0]!)).toBe('3');
    probe.disconnect();

    await stopRedis(redis);
    await until(async () => (await c.health()).body.redis === 'degraded', 'Redis to be reported degraded');
    expect((await c.health()).body.status).toBe('degraded');
    // This process's own counts carry on from what it saw before the outage: two more, then 429.
    expect((await c.login('lojista@example.com', 'errada123', '10.43.1.1')).statusCode).toBe(401);
    expect((await c.login('lojista@example.com', 'errada123', '10.43.1.2')).statusCode).toBe(401);
    const limited = await c.login('lojista@example.com', 'Demo@1234', '10.43.1.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(LOGIN_TOO_MANY);

    redis = await startRedis(port);
    await until(async () => (await c.health()).body.redis === 'ok', 'Redis to be reported up again');
    expect((await c.health()).body).toEqual({ status: 'ok', database: t.database.kind, redis: 'ok' });
    // Back on Redis: its counts again (the restarted server kept none).
    expect((await c.login('lojista@example.com', 'errada123', '10.43.2.1')).statusCode).toBe(401);
    const again = new Redis(port, '127.0.0.1');
    expect(await again.get(keys[0]!)).toBe('1');
    again.disconnect();
  });
});
