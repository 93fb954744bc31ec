import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What GET /metrics reads at each scrape: the queues waiting and the files kept (small, indexed reads). */
export async function readQueueFigures(db: Db) {
  const [jobRows, mailRows, readingRows, fileRows] = await Promise.all([
    rows<{ kind: string; status: string; n: number; oldest: number | null }>(
      db,
      sql`
        select name as kind, status, count(*)::int as n, extract(epoch from now() - min(run_at))::float8 as oldest
        from job_runs
        where status in ('running', 'failed') or (status = 'queued' and run_at <= now())
        group by name, status`,
    ),
    rows<{ status: string; n: number; oldest: number | null }>(
      db,
      sql`
        select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest
        from outbox where status in ('pending', 'failed') group by status`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from files where purpose = 'receipt' and receipt_reading is null`,
    ),
    rows<{ purpose: string; bytes: string }>(
      db,
      sql`select purpose, coalesce(sum(size_bytes), 0)::text as bytes from files group by purpose`,
    ),
  ]);
  return { jobRows, mailRows, readingRows, fileRows };
}
