import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import pg from 'pg';

export * from '@playwright/test';

// Each Playwright worker runs the real product on its own: the built API serving the built web
// app on a port of its own, with its own embedded database seeded with the demo data and its own
// fake postal-code provider. No spec sees another worker's changes, whatever the order.

const root = join(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s\n${output()}`);
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export interface Server {
  url: string;
  /** The HTTP side of this worker's SMTP sink (e2e/smtp-sink.mjs): GET /messages?to=. */
  mailUrl: string;
}

/**
 * With `E2E_DATABASE_URL` (a PostgreSQL server whose user may create databases), each worker's app
 * gets a database of its own there, dropped when the worker ends; otherwise the embedded one.
 */
async function workerDatabase(name: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Starts this worker's servers on ports of their own: the API, the fake CEP provider and the SMTP sink. */
async function startServers(): Promise<{ server: Server; stop: () => Promise<void> } | { inUse: Error }> {
  const [port, cepPort, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  const database = await workerDatabase(`mall_e2e_${process.pid}_${port}`);
  const cep = start(['apps/web/e2e/fake-cep-server.mjs'], { FAKE_CEP_PORT: String(cepPort) });
  const mail = start(['apps/web/e2e/smtp-sink.mjs'], {
    SMTP_SINK_PORT: String(smtpPort),
    SMTP_SINK_HTTP_PORT: String(mailPort),
  });
  const app = start(['apps/api/dist/server.js'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SEED_DEMO: 'true',
    // Every test logs in; the production limits (20 per IP, 5 per account a minute) would
    // turn a full run into 429s. The limiter itself is covered by the API's tests.
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '1000',
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
    FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '1000',
    CEP_LOOKUP_URL: `http://127.0.0.1:${cepPort}/ws/{cep}/json/`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://localhost:${port}`,
    // The mall's PIX key, so bills carry a BR Code ("copia e cola" and QR) as in production.
    PIX_KEY: 'financeiro@clubedecordesign.com.br',
    PIX_MERCHANT_NAME: 'Clube Decor e Design',
    LOG_LEVEL: 'warn',
  });
  const stopAll = async () => {
    await stop(app.child);
    await stop(mail.child);
    await stop(cep.child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${cepPort}/health`, cep.child, cep.output, 30_000);
    await waitFor(`http://127.0.0.1:${mailPort}/health`, mail.child, mail.output, 30_000);
    await waitFor(`http://127.0.0.1:${port}/api/health`, app.child, app.output, 150_000);
  } catch (error) {
    await stopAll();
    if (error instanceof Error && error.message.includes('EADDRINUSE')) return { inUse: error };
    throw error;
  }
  return { server: { url: `http://localhost:${port}`, mailUrl: `http://127.0.0.1:${mailPort}` }, stop: stopAll };
}

export const test = base.extend<object, { server: Server }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for
    async ({}, use) => {
      // A port found free can be taken before its server listens (another process's outgoing
      // connection may get it as its local port): a start that ends on EADDRINUSE is tried again
      // on new ports.
      for (let attempt = 1; ; attempt++) {
        const started = await startServers();
        if ('inUse' in started) {
          if (attempt < 3) continue;
          throw started.inUse;
        }
        try {
          await use(started.server);
        } finally {
          await started.stop();
        }
        return;
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // A test acts on a page as a reader does once it works: `awaitingReact` below.
  page: async ({ page }, use) => {
    await use(awaitingReact(page));
  },
});

/**
 * The page, its `goto` and `reload` waiting (after `load`, the default) until React has taken the
 * page over: `#root` loses `data-prerendered` then (main.tsx; the layout's scroll restoration, beside
 * the page in its Suspense boundary). Before that a prerendered page's controls are drawn but do not
 * act yet: a file chosen in its upload field is lost. The fixture's `page` is one; a page a test opens
 * in a context of its own is made one with this. A test that looks at the page before that passes
 * another `waitUntil`.
 */
export function awaitingReact(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), undefined, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await ready();
    return response;
  };
  return page;
}
