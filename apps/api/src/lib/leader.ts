import pg from 'pg';
import type { Database } from '../db/client';

/** Who schedules the jobs among the API processes sharing a database. */
export interface Leadership {
  /** True while this process holds the scheduler's lock (tries to take it when it does not). */
  isLeader(): Promise<boolean>;
  /** Gives the lock up (closes its connection). */
  release(): Promise<void>;
}

/**
 * The scheduler's advisory lock: `pg_try_advisory_lock(classid, objid)`, classid "mall" in
 * ASCII, objid 1. Session-level, so it is held by a connection of its own (never a pooled one,
 * which would hand the lock to whichever request borrowed it next) and ends with it: a process
 * that dies or loses its connection frees the lock, and another process takes it on its next try.
 */
export const SCHEDULER_LOCK = { classid: 0x6d616c6c, objid: 1 } as const;

/**
 * One scheduler among N API processes on PostgreSQL; the embedded database serves one process,
 * which always leads.
 */
export function schedulerLeadership(database: Database, onError: (err: Error) => void): Leadership {
  if (database.kind === 'pglite') return { isLeader: async () => true, release: async () => {} };
  // drizzle's node-postgres database keeps its pool as `$client`; the lock connection uses the
  // same connection settings, outside the pool.
  const pool = (database.db as unknown as { $client: pg.Pool & { options: pg.ClientConfig } }).$client;
  let client: pg.Client | undefined;
  let leading = false;
  let closed = false;

  const drop = () => {
    const c = client;
    client = undefined;
    leading = false;
    c?.end().catch(() => {});
  };

  return {
    async isLeader() {
      if (closed) return false;
      if (leading && client) return true;
      try {
        if (!client) {
          const c = new pg.Client({ ...pool.options, keepAlive: true });
          c.on('error', (err) => {
            onError(err);
            if (client === c) drop();
          });
          client = c;
          await c.connect();
        }
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
          SCHEDULER_LOCK.classid,
          SCHEDULER_LOCK.objid,
        ]);
        leading = rows[0]?.locked === true;
        return leading;
      } catch (err) {
        onError(err as Error);
        drop();
        return false;
      }
    },
    async release() {
      closed = true;
      const c = client;
      client = undefined;
      leading = false;
      await c?.end().catch(() => {});
    },
  };
}
