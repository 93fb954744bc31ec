import {
  CLIENT_PICK_MAX_LIMIT,
  CLIENT_PICK_MESSAGES,
  CLIENT_PICK_MIN_SEARCH,
  type Client,
  type ClientDetail,
  type ClientPick,
  maskCpf,
  onlyDigits,
} from '@mall/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { likePattern, lowerLikePattern, type Paging, paginate, paginateSearchIds } from '../../lib/paging';
import { iso } from '../../lib/serialize';
import { MESSAGES, ownCampaignPoints, toClient } from './clients.service';
import { clientCounts } from './privacy.queries';

type Query = Paging & { search?: string };

function cpfPrefix(search: string): SQL | undefined {
  const digits = onlyDigits(search);
  return digits.length >= 3 ? like(clients.cpf, `${digits}%`) : undefined;
}

/**
 * Without a search, every customer by name with the exact total. A search lists the newest
 * customers first (an index order the page stops in, filtered on the index alone) and does not
 * count its matches (`paginateSearchIds`): a name part that thousands share then costs what a
 * rare one does (bench/FINDINGS.md, "People searches").
 */
async function page<T>(db: Db, q: Query, where: SQL | undefined, shape: (row: typeof clients.$inferSelect) => T) {
  if (where) {
    const found = await paginateSearchIds(
      db,
      q,
      () => db.select({ id: clients.id }).from(clients).where(where).orderBy(desc(clients.createdAt), desc(clients.id)),
      (ids) => db.select({ client: clients }).from(clients).where(inArray(clients.id, ids)),
      (r) => r.client.id,
      (tx) => tx.select({ id: clients.id }).from(clients).where(where).$dynamic(),
    );
    return {
      data: found.rows.map((r) => shape(r.client)),
      total: found.total,
      ...(found.totalCapped && { totalCapped: true }),
    };
  }
  const { rows, total } = await paginate(q, (total) =>
    db.select({ client: clients, total }).from(clients).orderBy(asc(clients.name)),
  );
  return { data: rows.map((r) => shape(r.client)), total };
}

/** Full customer records, for the administrators and the concierge (name, e-mail or CPF prefix). */
export async function listClients(db: Db, q: Query): Promise<{ data: Client[]; total: number }> {
  const where = q.search ? or(like(clients.searchText, lowerLikePattern(q.search)), cpfPrefix(q.search)) : undefined;
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
  // A deleted account (anonymised) is nobody's customer any more: no new sale names it.
  const where = and(isNull(clients.anonymizedAt), or(ilike(clients.name, likePattern(search)), cpfPrefix(search)));
  return page(db, q, where, (row) => ({ id: row.id, name: row.name, cpf: maskCpf(row.cpf) }));
}

/**
 * One customer for the administrators and the concierge: the full record, whether it was deleted
 * (anonymised), its points in the active campaign and how many purchases and redemptions it has.
 */
export async function getClientDetail(db: Db, id: string): Promise<ClientDetail> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  const [points, counts] = await Promise.all([ownCampaignPoints(db, id), clientCounts(db, id)]);
  return {
    ...toClient(row),
    anonymizedAt: iso(row.anonymizedAt),
    campaignPoints: points.campaignPoints,
    ...counts,
  };
}
