import {
  CLIENT_PICK_MAX_LIMIT,
  CLIENT_PICK_MESSAGES,
  CLIENT_PICK_MIN_SEARCH,
  type Client,
  type ClientPick,
  maskCpf,
  onlyDigits,
} from '@mall/shared';
import { asc, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { toClient } from './clients.service';

type Query = Paging & { search?: string };

function cpfPrefix(search: string): SQL | undefined {
  const digits = onlyDigits(search);
  return digits.length >= 3 ? like(clients.cpf, `${digits}%`) : undefined;
}

async function page<T>(db: Db, q: Query, where: SQL | undefined, shape: (row: typeof clients.$inferSelect) => T) {
  const { rows, total } = await paginate(q, (total) =>
    db.select({ client: clients, total }).from(clients).where(where).orderBy(asc(clients.name)),
  );
  return { data: rows.map((r) => shape(r.client)), total };
}

/** Full customer records, for the administrators and the concierge (name, e-mail or CPF prefix). */
export async function listClients(db: Db, q: Query): Promise<{ data: Client[]; total: number }> {
  const where = q.search
    ? or(ilike(clients.name, likePattern(q.search)), ilike(clients.email, likePattern(q.search)), cpfPrefix(q.search))
    : undefined;
  return page(db, q, where, toClient);
}

/**
 * The sale form's customer search for store staff: a name or CPF of at least three characters,
 * ten customers at most, each with id, name and masked CPF only.
 */
export async function pickClients(db: Db, q: Query): Promise<{ data: ClientPick[]; total: number }> {
  const search = q.search ?? '';
  if (search.length < CLIENT_PICK_MIN_SEARCH) throw badRequest(CLIENT_PICK_MESSAGES.searchRequired);
  if (q.limit > CLIENT_PICK_MAX_LIMIT) throw badRequest(CLIENT_PICK_MESSAGES.limit);
  const where = or(ilike(clients.name, likePattern(search)), cpfPrefix(search));
  return page(db, q, where, (row) => ({ id: row.id, name: row.name, cpf: maskCpf(row.cpf) }));
}
