import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULER_LOCK } from '../src/lib/leader';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';

// Two real API processes with the jobs on, on one PostgreSQL database: one holds the scheduler's
// advisory lock and queues the slots; when it stops, the other takes over.

let procs: ApiProcesses;
let db: pg.Client;

beforeAll(async () => {
  procs = await startApiProcesses(2, 'jobs', { JOBS_ENABLED: 'true' });
  db = new pg.Client({ connectionString: procs.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await procs?.stop();
});

/** Backends holding the scheduler's lock. */
async function lockHolders(): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `select pid from pg_locks
     where locktype = 'advisory' and classid = $1 and objid = $2 and granted
       and database = (select oid from pg_database where datname = current_database())`,
    [SCHEDULER_LOCK.classid, SCHEDULER_LOCK.objid],
  );
  return rows.map((r) => r.pid);
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

describe('one scheduler among API processes', () => {
  it("elects one process by the advisory lock, and elects again when the leader's connection ends", async () => {
    const holders = await eventually(lockHolders, (h) => h.length === 1);
    expect(holders).toHaveLength(1);
    // Each job has its one next slot queued, whichever process scheduled it (the jobs that run
    // every few seconds, the outbox and the totals, may be running at the moment of looking).
    const queued = await eventually(
      async () =>
        (
          await db.query<{ name: string; n: number }>(
            `select name, count(*)::int as n from job_runs
             where scheduled_for is not null and status = 'queued'
               and name not in ('mail.outbox', 'sales.rollup')
             group by name order by name`,
          )
        ).rows,
      (rows) => rows.length === 8,
    );
    expect(queued).toEqual([
      { name: 'bills.issue', n: 1 },
      { name: 'bills.reminders', n: 1 },
      { name: 'customers.reminders', n: 1 },
      { name: 'extracts.monthly', n: 1 },
      { name: 'maintenance.daily', n: 1 },
      { name: 'receipts.read', n: 1 },
      { name: 'reviews.digest', n: 1 },
      { name: 'uploads.cleanup', n: 1 },
    ]);
    // Still one holder a moment later: the other process only tries.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await lockHolders()).toEqual(holders);

    // The leader's connection ends (its process stopped or lost the database): the other leads.
    await db.query('select pg_terminate_backend($1)', [holders[0]]);
    const next = await eventually(lockHolders, (h) => h.length === 1 && h[0] !== holders[0]);
    expect(next).toHaveLength(1);
    expect(next[0]).not.toBe(holders[0]);
  });
});
