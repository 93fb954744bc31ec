import {
  type CreatePrizeBody,
  type ListSort,
  MAX_FEATURED_PRIZES,
  type PRIZE_SORT_COLUMNS,
  type Prize,
  prizesEndpoints,
  type UpdatePrizeBody,
} from '@mall/shared';
import { and, asc, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaigns, prizes, stores } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, foreignKeyViolation, notFound } from '../../lib/errors';
import type { PictureSizes } from '../../lib/images';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { iso } from '../../lib/serialize';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';
import { findActiveCampaign } from '../campaigns/campaigns.queries';

export const PRIZE_MESSAGES = {
  notFound: 'Brinde não encontrado',
  storeNotFound: 'Loja não encontrada',
  campaignNotFound: 'Campanha não encontrada',
  noActiveCampaign: 'Não há campanha ativa: escolha a campanha do brinde',
  featuredLimit: `Limite de ${MAX_FEATURED_PRIZES} brindes em destaque atingido. Remova um destaque antes de adicionar outro.`,
  inUse: 'Brinde com resgates não pode ser excluído; inative-o',
} as const;

const selection = {
  prize: prizes,
  storeTradeName: stores.tradeName,
  campaignName: campaigns.name,
  campaignStart: campaigns.startDate,
  campaignEnd: campaigns.endDate,
};

type Joined = {
  prize: typeof prizes.$inferSelect;
  storeTradeName: string | null;
  campaignName: string;
  campaignStart: string;
  campaignEnd: string;
};

/** A prize as read from its row: the answer without its picture's sizes (and the audit log's record). */
export type PrizeRecord = Omit<Prize, 'image'>;

export function toPrize(r: Joined): PrizeRecord {
  const p = r.prize;
  return {
    id: p.id,
    name: p.name,
    points: p.points,
    type: p.type,
    description: p.description,
    imageUrl: p.imageUrl,
    storeId: p.storeId,
    store: p.storeId && r.storeTradeName ? { id: p.storeId, tradeName: r.storeTradeName } : null,
    campaignId: p.campaignId,
    campaign: { id: p.campaignId, name: r.campaignName, startDate: r.campaignStart, endDate: r.campaignEnd },
    featured: p.featured,
    stock: p.stock,
    soldOut: p.stock === 0,
    inactivatedAt: iso(p.inactivatedAt),
    active: !p.inactivatedAt,
    createdAt: iso(p.createdAt),
  };
}

function joined<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...selection, ...(extra as E) })
    .from(prizes)
    .innerJoin(campaigns, eq(campaigns.id, prizes.campaignId))
    .leftJoin(stores, eq(stores.id, prizes.storeId));
}

/** The answer: each prize with its picture's sizes. */
function withImages(pictures: PictureSizes, records: readonly PrizeRecord[]): Promise<Prize[]> {
  return pictures.attach(records, (p) => p.imageUrl, 'image');
}

async function withImage(pictures: PictureSizes, record: PrizeRecord): Promise<Prize> {
  const [prize] = await withImages(pictures, [record]);
  return prize!;
}

async function loadPrize(db: DbOrTx, id: string): Promise<PrizeRecord> {
  const [row] = await joined(db).where(eq(prizes.id, id));
  if (!row) throw notFound(PRIZE_MESSAGES.notFound);
  return toPrize(row);
}

async function page(db: Db, pictures: PictureSizes, where: SQL | undefined, q: Paging, order: SQL[]) {
  const { rows, total } = await paginate(q, (total) =>
    joined(db, { total })
      .where(where)
      .orderBy(...order),
  );
  return { data: await withImages(pictures, rows.map(toPrize)), total };
}

/** What each column of the prizes' admin table sorts by (the status: active ones first ascending). */
const sortColumns = {
  prize: prizes.name,
  points: prizes.points,
  store: stores.tradeName,
  campaign: campaigns.name,
  stock: prizes.stock,
  status: prizes.inactivatedAt,
};

export function listPrizes(
  db: Db,
  pictures: PictureSizes,
  q: Paging & ListSort<(typeof PRIZE_SORT_COLUMNS)[number]> & { search?: string; campaignId?: string },
) {
  const where = and(
    q.search ? ilike(prizes.name, likePattern(q.search)) : undefined,
    q.campaignId ? eq(prizes.campaignId, q.campaignId) : undefined,
  );
  return page(db, pictures, where, q, orderOf(sortColumns, prizes.id, q, [desc(prizes.createdAt), asc(prizes.id)]));
}

/** What customers may redeem: active prizes of the active campaign. */
export async function listActivePrizes(db: Db, pictures: PictureSizes, q: Paging & { search?: string }) {
  const campaign = await findActiveCampaign(db);
  if (!campaign) return { data: [], total: 0 };
  const where = and(
    eq(prizes.campaignId, campaign.id),
    isNull(prizes.inactivatedAt),
    q.search ? ilike(prizes.name, likePattern(q.search)) : undefined,
  );
  return page(db, pictures, where, q, [asc(prizes.points), asc(prizes.name)]);
}

/**
 * GET /prizes/active's answer for `query` (its address's parameters, as a prerendered benefits
 * page names them, FIRST_PICTURE_ATTRIBUTE): what the server draws into that page and writes beside
 * it. Undefined when the query is not one the endpoint takes.
 */
export async function activePrizesAnswer(
  db: Db,
  pictures: PictureSizes,
  query: Record<string, string>,
): Promise<{ data: Prize[]; total: number } | undefined> {
  const q = prizesEndpoints.listActivePrizes.query.safeParse(query);
  return q.success ? listActivePrizes(db, pictures, q.data) : undefined;
}

/** The picture an answer of GET /prizes/active shows first: none when its first prize has none. */
export function firstPrizePicture(
  answer: { data: Prize[] } | undefined,
): { href: string; srcSet: string | undefined } | undefined {
  const first = answer?.data[0];
  return first?.imageUrl ? { href: first.imageUrl, srcSet: first.image?.srcSet } : undefined;
}

export async function listFeaturedPrizes(db: Db, pictures: PictureSizes): Promise<Prize[]> {
  const campaign = await findActiveCampaign(db);
  if (!campaign) return [];
  const rows = await joined(db)
    .where(and(eq(prizes.campaignId, campaign.id), isNull(prizes.inactivatedAt), eq(prizes.featured, true)))
    .orderBy(asc(prizes.points), asc(prizes.name))
    .limit(MAX_FEATURED_PRIZES);
  return withImages(pictures, rows.map(toPrize));
}

/** Staff see any prize; everyone else only active ones. */
export async function getPrize(db: Db, pictures: PictureSizes, id: string, staff: boolean): Promise<Prize> {
  const prize = await loadPrize(db, id);
  if (!staff && !prize.active) throw notFound(PRIZE_MESSAGES.notFound);
  return withImage(pictures, prize);
}

/**
 * The featured limit counts active featured prizes of one campaign. The campaign row is locked
 * first, so two concurrent requests cannot both take the fourth place.
 */
async function assertFeaturedRoom(tx: Tx, campaignId: string, exceptPrizeId?: string): Promise<void> {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  const featured = await tx
    .select({ id: prizes.id, name: prizes.name })
    .from(prizes)
    .where(
      and(
        eq(prizes.campaignId, campaignId),
        eq(prizes.featured, true),
        isNull(prizes.inactivatedAt),
        exceptPrizeId ? ne(prizes.id, exceptPrizeId) : undefined,
      ),
    )
    .orderBy(asc(prizes.name));
  if (featured.length >= MAX_FEATURED_PRIZES)
    throw conflict(PRIZE_MESSAGES.featuredLimit, { featuredPrizes: featured });
}

async function assertStore(tx: DbOrTx, storeId: string): Promise<void> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!row) throw badRequest(PRIZE_MESSAGES.storeNotFound);
}

async function assertCampaign(tx: DbOrTx, campaignId: string): Promise<void> {
  const [row] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw badRequest(PRIZE_MESSAGES.campaignNotFound);
}

export async function createPrize(
  db: Db,
  pictures: PictureSizes,
  actorId: string,
  input: CreatePrizeBody,
): Promise<Prize> {
  const created = await db.transaction(async (tx) => {
    let campaignId = input.campaignId;
    if (!campaignId) {
      const active = await findActiveCampaign(tx);
      if (!active) throw badRequest(PRIZE_MESSAGES.noActiveCampaign);
      campaignId = active.id;
    } else {
      await assertCampaign(tx, campaignId);
    }
    await assertStore(tx, input.storeId);
    if (input.featured) await assertFeaturedRoom(tx, campaignId);
    const [row] = await tx
      .insert(prizes)
      .values({
        name: input.name,
        points: input.points,
        type: input.type ?? 'produto',
        description: input.description ?? null,
        imageUrl: input.imageUrl ?? null,
        storeId: input.storeId,
        campaignId,
        featured: input.featured ?? false,
        stock: input.stock ?? null,
      })
      .returning({ id: prizes.id });
    const result = await loadPrize(tx, row!.id);
    await writeAudit(tx, { moduleName: 'Prize', methodName: 'create', entityId: result.id, userId: actorId, result });
    return result;
  });
  return withImage(pictures, created);
}

/** A change of a prize, logged with the prize as the lists show it (store and campaign names). */
function audited(actorId: string, id: string, methodName: string) {
  return {
    table: prizes,
    id,
    notFound: PRIZE_MESSAGES.notFound,
    moduleName: 'Prize' as const,
    methodName,
    actorId,
    state: (tx: DbOrTx) => loadPrize(tx, id),
  };
}

export async function updatePrize(
  db: Db,
  pictures: PictureSizes,
  actorId: string,
  id: string,
  input: UpdatePrizeBody,
): Promise<Prize> {
  const methodName =
    input.inactivatedAt === undefined ? 'update' : input.inactivatedAt === null ? 'activate' : 'inactivate';
  const updated = await auditedChange(db, {
    ...audited(actorId, id, methodName),
    change: async (tx, locked) => {
      if (input.storeId) await assertStore(tx, input.storeId);
      if (input.campaignId) await assertCampaign(tx, input.campaignId);
      const campaignId = input.campaignId ?? locked.campaignId;
      const featured = input.featured ?? locked.featured;
      const active = input.inactivatedAt === undefined ? !locked.inactivatedAt : input.inactivatedAt === null;
      const takesPlace =
        featured && active && (!locked.featured || !!locked.inactivatedAt || campaignId !== locked.campaignId);
      if (takesPlace) await assertFeaturedRoom(tx, campaignId, id);
      await tx
        .update(prizes)
        .set({
          name: input.name,
          points: input.points,
          type: input.type,
          description: input.description,
          imageUrl: input.imageUrl,
          storeId: input.storeId,
          campaignId: input.campaignId,
          featured: input.featured,
          stock: input.stock,
          inactivatedAt:
            input.inactivatedAt === undefined
              ? undefined
              : input.inactivatedAt === null
                ? null
                : (locked.inactivatedAt ?? input.inactivatedAt),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(prizes.id, id));
    },
  });
  return withImage(pictures, updated);
}

export async function deletePrize(db: Db, actorId: string, id: string): Promise<void> {
  try {
    await auditedDelete(db, {
      ...audited(actorId, id, 'delete'),
      change: (tx) => tx.delete(prizes).where(eq(prizes.id, id)),
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw conflict(PRIZE_MESSAGES.inUse);
    throw err;
  }
}
