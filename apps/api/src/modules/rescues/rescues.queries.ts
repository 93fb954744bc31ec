import type { ListSort, RESCUE_SORT_COLUMNS, Rescue, RescueListStatus, RescueStatus } from '@mall/shared';

type RescueSortColumn = (typeof RESCUE_SORT_COLUMNS)[number];

import { and, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, clients, prizes, rescues } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { iso } from '../../lib/serialize';
import { orderOf, type SortColumns } from '../../lib/sorting';

export const RESCUE_NOT_FOUND = 'Resgate não encontrado';

const selection = {
  rescue: rescues,
  clientName: clients.name,
  clientCpf: clients.cpf,
  clientAddress: clients.address,
  prizeName: prizes.name,
  prizeImage: prizes.imageUrl,
  prizeStoreId: prizes.storeId,
  campaignName: campaigns.name,
};

type Joined = {
  rescue: typeof rescues.$inferSelect;
  clientName: string;
  clientCpf: string;
  clientAddress: string;
  prizeName: string;
  prizeImage: string | null;
  prizeStoreId: string | null;
  campaignName: string;
};

/** An undelivered voucher past its expiry reads EXPIRADO (DECISIONS.md). */
export function effectiveStatus(status: RescueStatus, expiresAt: string, now = new Date()): RescueStatus {
  if ((status === 'SOLICITADO' || status === 'APROVADO') && new Date(expiresAt) < now) return 'EXPIRADO';
  return status;
}

export function toRescue(r: Joined): Rescue {
  const x = r.rescue;
  return {
    id: x.id,
    points: x.points,
    createdAt: iso(x.createdAt),
    voucher: x.voucher,
    voucherExpirationDate: iso(x.voucherExpiresAt),
    status: effectiveStatus(x.status, x.voucherExpiresAt),
    campaignId: x.campaignId,
    prizeId: x.prizeId,
    client: { name: r.clientName, cpf: r.clientCpf, address: r.clientAddress },
    prize: { name: r.prizeName, imageUrl: r.prizeImage, storeId: r.prizeStoreId },
    campaign: { name: r.campaignName },
  };
}

export function joinedRescues<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...selection, ...(extra as E) })
    .from(rescues)
    .innerJoin(clients, eq(clients.id, rescues.clientId))
    .innerJoin(prizes, eq(prizes.id, rescues.prizeId))
    .innerJoin(campaigns, eq(campaigns.id, rescues.campaignId));
}

export async function findRescue(db: DbOrTx, where: SQL): Promise<Rescue> {
  const [row] = await joinedRescues(db).where(where);
  if (!row) throw notFound(RESCUE_NOT_FOUND);
  return toRescue(row);
}

export function findRescueByVoucher(db: DbOrTx, code: string): Promise<Rescue> {
  return findRescue(db, eq(rescues.voucher, code));
}

/**
 * The redemptions that read as `status` at `now` (`effectiveStatus`); A_ENTREGAR: SOLICITADO or
 * APROVADO, not expired.
 */
export function rescueStatusWhere(status: RescueListStatus, now = new Date()): SQL | undefined {
  const instant = now.toISOString();
  const open = inArray(rescues.status, ['SOLICITADO', 'APROVADO']);
  switch (status) {
    case 'A_ENTREGAR':
      return and(open, gte(rescues.voucherExpiresAt, instant));
    case 'SOLICITADO':
    case 'APROVADO':
      return and(eq(rescues.status, status), gte(rescues.voucherExpiresAt, instant));
    case 'EXPIRADO':
      return or(eq(rescues.status, 'EXPIRADO'), and(open, lt(rescues.voucherExpiresAt, instant)));
    default:
      return eq(rescues.status, status);
  }
}

/** What each column of the redemptions' table sorts by. */
const sortColumns: SortColumns<RescueSortColumn> = {
  client: sql`lower(${clients.name})`,
  prize: sql`lower(${prizes.name})`,
  points: rescues.points,
  date: rescues.createdAt,
  voucher: rescues.voucher,
  status: rescues.status,
};

export interface RescueFilter extends Paging, ListSort<RescueSortColumn> {
  search?: string;
  status?: RescueListStatus;
  storeId?: string;
  campaignId?: string;
  clientId?: string;
}

export async function listRescues(db: DbOrTx, f: RescueFilter) {
  const digits = f.search?.replace(/\D/g, '') ?? '';
  const where = and(
    f.storeId ? eq(prizes.storeId, f.storeId) : undefined,
    f.campaignId ? eq(rescues.campaignId, f.campaignId) : undefined,
    f.clientId ? eq(rescues.clientId, f.clientId) : undefined,
    f.status ? rescueStatusWhere(f.status) : undefined,
    f.search
      ? or(
          ilike(clients.name, likePattern(f.search)),
          ilike(prizes.name, likePattern(f.search)),
          eq(rescues.voucher, f.search.trim().toUpperCase()),
          digits.length >= 3 ? like(clients.cpf, `${digits}%`) : undefined,
        )
      : undefined,
  );
  const { rows, total } = await paginate(f, (total) =>
    joinedRescues(db, { total })
      .where(where)
      .orderBy(...orderOf(sortColumns, rescues.id, f, [desc(rescues.createdAt), desc(rescues.id)])),
  );
  return { data: rows.map(toRescue), total };
}
