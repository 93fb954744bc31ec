import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminUrl, TEMPLATE_DB, urlFor } from './pg-template';

export interface ApiProcesses {
  /** Base URL of process i (`http://127.0.0.1:PORT`). */
  base(i: number): string;
  /** The database they share, for a test that reads it directly. */
  databaseUrl: string;
  /** Whether process i is still running (it has not exited or been killed). */
  alive(i: number): boolean;
  /** Port of process i. */
  port(i: number): number;
  /** Sends process i a signal and waits for it to exit: its exit code (null when killed by a signal). */
  signal(i: number, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts process i again, on the same port and DATA_DIR, once it has exited. */
  restart(i: number): Promise<void>;
  /** What process i wrote to stderr last (up to 4000 characters). */
  output(i: number): string;
  stop(): Promise<void>;
}

/**
 * Real API processes (the server entry point under tsx), each with its own DATA_DIR, on one fresh
 * PostgreSQL database copied from the migrated template. The first migrates and seeds the demo
 * data; the others start after it on the same database. The scheduled jobs are off unless `env`
 * turns them on (`JOBS_ENABLED: 'true'`).
 */
export async function startApiProcesses(
  count: number,
  label: string,
  env: Record<string, string> = {},
): Promise<ApiProcesses> {
  const database = `mall_test_${label}_${randomBytes(4).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  const procs: ChildProcess[] = [];
  const dirs: string[] = [];
  const ports: number[] = [];
  const envs: NodeJS.ProcessEnv[] = [];
  const outputs: (() => string)[] = [];
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DB}`);
  await admin.end();

  for (let i = 0; i < count; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), `mall-${label}-`));
    dirs.push(dataDir);
    const childEnv = {
      ...process.env,
      DATABASE_URL: urlFor(database),
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: String(i === 0),
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'none'),
      JOBS_ENABLED: 'false',
      ...env,
    };
    try {
      const { proc, port, output } = await startOne(childEnv);
      procs.push(proc);
      ports.push(port);
      envs.push(childEnv);
      outputs.push(output);
    } catch (error) {
      for (const p of procs) p.kill('SIGKILL');
      throw error;
    }
  }

  return {
    base: (i) => `http://127.0.0.1:${ports[i % count]}`,
    databaseUrl: urlFor(database),
    alive: (i) => {
      const proc = procs[i % count]!;
      return proc.exitCode === null && proc.signalCode === null;
    },
    port: (i) => ports[i % count]!,
    async signal(i, signal) {
      const proc = procs[i % count]!;
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill(signal);
      return exited;
    },
    async restart(i) {
      const { proc, output } = await startOne({ ...envs[i % count]!, SEED_DEMO: 'false' }, ports[i % count]);
      procs[i % count] = proc;
      outputs[i % count] = output;
    },
    output: (i) => outputs[i % count]!(),
    async stop() {
      for (const p of procs) p.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** A port no socket holds right now, chosen by the kernel. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts one process on a free port and waits until it answers. A port can still be taken
 * between choosing and binding it (any outgoing connection may get it): a process that exits
 * before answering is started again on another port, and its last output is in the error.
 */
async function startOne(
  env: NodeJS.ProcessEnv,
  fixedPort?: number,
): Promise<{ proc: ChildProcess; port: number; output: () => string }> {
  let output = '';
  for (let attempt = 1; attempt <= 4; attempt++) {
    const port = fixedPort ?? (await freePort());
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    output = '';
    proc.stderr!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<'exited'>((resolve) => proc.once('exit', () => resolve('exited')));
    if ((await Promise.race([waitForHealth(port, proc), exited])) === 'up') return { proc, port, output: () => output };
  }
  throw new Error(`API process did not start:\n${output}`);
}

async function waitForHealth(port: number, proc: ChildProcess): Promise<'up' | 'exited'> {
  for (let i = 0; i < 480; i++) {
    if (proc.exitCode !== null || proc.signalCode !== null) return 'exited';
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return 'up';
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill('SIGKILL');
  throw new Error(`API on ${port} did not answer in 120 s`);
}
