import type { PublicStore, STORE_SORT_COLUMNS, Store } from '@mall/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { segments, stores } from '../../db/schema';
import { iso } from '../../lib/serialize';
import type { SortColumns } from '../../lib/sorting';

export type StoreRow = typeof stores.$inferSelect;
type SegmentRow = { id: string; name: string } | null;

export function toStore(row: StoreRow, segment: SegmentRow): Store {
  return {
    id: row.id,
    tradeName: row.tradeName,
    companyName: row.companyName,
    email: row.email,
    cnpj: row.cnpj,
    phone: row.phone,
    responsible: row.responsible,
    responsiblePhone: row.responsiblePhone,
    segmentId: row.segmentId,
    segment: segment ? { id: segment.id, name: segment.name } : null,
    website: row.website,
    photoUrl: row.photoUrl,
    invoiceEmails: row.invoiceEmails ?? [],
    zipCode: row.zipCode,
    address: row.address,
    number: row.number,
    neighborhood: row.neighborhood,
    complement: row.complement,
    city: row.city,
    state: row.state,
    fee: row.feeBps / 100,
    areaLimit: row.areaLimit,
    dayLimit: row.dayLimit,
    active: row.inactivatedAt === null,
    inactivatedAt: iso(row.inactivatedAt),
    blocked: row.blocked,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The public fields; the photo's sizes are added by the list that answers them. */
export function toPublicStore(store: Store): Omit<PublicStore, 'photo'> {
  const { id, tradeName, segmentId, segment, phone, website, photoUrl, complement, blocked, cnpj } = store;
  return { id, tradeName, segmentId, segment, phone, website, photoUrl, complement, blocked, cnpj };
}

/** Stores with their segment, for lists. */
/** What each column of the stores' admin table sorts by. */
export const storeSortColumns: SortColumns<(typeof STORE_SORT_COLUMNS)[number]> = {
  name: sql`lower(${stores.tradeName})`,
  cnpj: stores.cnpj,
  segment: sql`lower(${segments.name})`,
};

export function selectStoresWithSegment<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ store: stores, segment: { id: segments.id, name: segments.name }, ...(extra as E) })
    .from(stores)
    .leftJoin(segments, eq(segments.id, stores.segmentId));
}

export async function findSegment(db: DbOrTx, id: string | null): Promise<SegmentRow> {
  if (!id) return null;
  const [row] = await db.select({ id: segments.id, name: segments.name }).from(segments).where(eq(segments.id, id));
  return row ?? null;
}

/**
 * One store, confined to `scope` when the caller is store staff: another store's id simply
 * does not match (404), inside the query.
 */
export async function findStoreRow(db: DbOrTx, id: string, scope: string | undefined): Promise<StoreRow | undefined> {
  const where: SQL | undefined = and(eq(stores.id, id), scope ? eq(stores.id, scope) : undefined);
  const [row] = await db.select().from(stores).where(where);
  return row;
}
