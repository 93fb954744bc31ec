import { type Client, onlyDigits } from '@mall/shared';
import { asc, count, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { likePattern, offsetOf, type Paging } from '../../lib/paging';
import { toClient } from './clients.service';

export async function listClients(db: Db, q: Paging & { search?: string }): Promise<{ data: Client[]; total: number }> {
  let where: SQL | undefined;
  if (q.search) {
    const digits = onlyDigits(q.search);
    where = or(
      ilike(clients.name, likePattern(q.search)),
      ilike(clients.email, likePattern(q.search)),
      digits.length >= 3 ? like(clients.cpf, `${digits}%`) : undefined,
    );
  }
  const [rows, [totals]] = await Promise.all([
    db.select().from(clients).where(where).orderBy(asc(clients.name)).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { data: rows.map(toClient), total: totals?.n ?? 0 };
}
