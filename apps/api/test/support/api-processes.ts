import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminUrl, TEMPLATE_DB, urlFor } from './pg-template';

export interface ApiProcesses {
  /** Base URL of process i (`http://127.0.0.1:PORT`). */
  base(i: number): string;
  /** The database they share, for a test that reads it directly. */
  databaseUrl: string;
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
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DB}`);
  await admin.end();

  for (let i = 0; i < count; i++) {
    const port = 41000 + i * 1000 + Math.floor(Math.random() * 1000);
    const dataDir = mkdtempSync(join(tmpdir(), `mall-${label}-`));
    dirs.push(dataDir);
    ports.push(port);
    procs.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(import.meta.dirname, '..', '..'),
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: urlFor(database),
          JWT_SECRET: secret,
          DATA_DIR: dataDir,
          SEED_DEMO: String(i === 0),
          LOG_LEVEL: 'warn',
          WEB_DIST: join(dataDir, 'none'),
          JOBS_ENABLED: 'false',
          ...env,
        },
        stdio: 'ignore',
      }),
    );
    await waitForHealth(port);
  }

  return {
    base: (i) => `http://127.0.0.1:${ports[i % count]}`,
    databaseUrl: urlFor(database),
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
