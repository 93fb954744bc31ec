import {
  type CreateStoreInput,
  can,
  type ListSort,
  normaliseCnpj,
  type Role,
  type STORE_SORT_COLUMNS,
  type Store,
  type UpdateStoreInput,
} from '@mall/shared';
import { and, asc, eq, ilike, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, forbidden, foreignKeyViolation, notFound, uniqueViolation } from '../../lib/errors';
import type { PictureSizes } from '../../lib/images';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';
import {
  findSegment,
  findStoreRow,
  type StoreRow,
  selectStoresWithSegment,
  storeSortColumns,
  toPublicStore,
  toStore,
} from './stores.queries';

export const STORE_SERVICE_MESSAGES = {
  notFound: 'Loja não encontrada',
  cnpjTaken: 'CNPJ já cadastrado',
  segmentNotFound: 'Segmento não encontrado',
  adminFields: 'Lojistas não podem alterar a taxa administrativa, o limite de área ou o limite de dias',
  cnpjAdminOnly: 'Lojistas não podem alterar o CNPJ da loja; procure a administração do shopping',
  linked:
    'Esta loja tem registros vinculados (vendas, vendedores, lojistas, brindes ou extratos) e não pode ser excluída; desative-a',
} as const;

/** Who is acting: the role decides the admin fields; `scope` confines store staff to their store. */
export interface StoreActor {
  id: string;
  role: Role;
  scope: string | undefined;
}

export type StoreStatusAction = 'activate' | 'deactivate' | 'block' | 'unblock';

function mapWriteError(err: unknown): never {
  if (uniqueViolation(err) !== undefined) throw conflict(STORE_SERVICE_MESSAGES.cnpjTaken);
  if (foreignKeyViolation(err)) throw badRequest(STORE_SERVICE_MESSAGES.segmentNotFound);
  throw err;
}

async function requireSegment(tx: DbOrTx, segmentId: string) {
  const segment = await findSegment(tx, segmentId);
  if (!segment) throw badRequest(STORE_SERVICE_MESSAGES.segmentNotFound);
  return segment;
}

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const cnpj = normaliseCnpj(search);
  return or(
    ilike(stores.tradeName, likePattern(search)),
    ilike(stores.companyName, likePattern(search)),
    cnpj.length >= 3 ? like(stores.cnpj, `%${cnpj}%`) : undefined,
  );
}

export async function listStores(
  db: Db,
  scope: string | undefined,
  q: Paging &
    ListSort<(typeof STORE_SORT_COLUMNS)[number]> & {
      search?: string;
      storeId?: string;
      segmentId?: string;
      active?: boolean;
    },
) {
  const where = and(
    scope ? eq(stores.id, scope) : undefined,
    q.active === undefined ? undefined : q.active ? isNull(stores.inactivatedAt) : isNotNull(stores.inactivatedAt),
    q.storeId ? eq(stores.id, q.storeId) : undefined,
    q.segmentId ? eq(stores.segmentId, q.segmentId) : undefined,
    searchWhere(q.search),
  );
  const order = orderOf(storeSortColumns, stores.id, q, [asc(stores.tradeName), asc(stores.id)]);
  const { rows, total } = await paginate(q, (total) =>
    selectStoresWithSegment(db, { total })
      .where(where)
      .orderBy(...order),
  );
  return { data: rows.map((r) => toStore(r.store, r.segment)), total };
}

/** Public list: stores not inactivated (blocked ones included: DECISIONS.md lists them). */
export async function listActiveStores(
  db: Db,
  pictures: PictureSizes,
  q: Paging & { segmentId?: string; search?: string },
) {
  const where = and(
    isNull(stores.inactivatedAt),
    q.segmentId ? eq(stores.segmentId, q.segmentId) : undefined,
    q.search ? ilike(stores.tradeName, likePattern(q.search)) : undefined,
  );
  const { rows, total } = await paginate(q, (total) =>
    selectStoresWithSegment(db, { total }).where(where).orderBy(asc(stores.tradeName), asc(stores.id)),
  );
  const data = rows.map((r) => toPublicStore(toStore(r.store, r.segment)));
  return { data: await pictures.attach(data, (s) => s.photoUrl, 'photo'), total };
}

export async function getStore(db: Db, scope: string | undefined, id: string): Promise<Store> {
  const row = await findStoreRow(db, id, scope);
  if (!row) throw notFound(STORE_SERVICE_MESSAGES.notFound);
  return toStore(row, await findSegment(db, row.segmentId));
}

export async function createStore(db: Db, actorId: string, input: CreateStoreInput): Promise<Store> {
  const segmentId = (input.segmentId ?? input.segmentIds?.[0])!;
  try {
    return await db.transaction(async (tx) => {
      const segment = await requireSegment(tx, segmentId);
      const [row] = await tx
        .insert(stores)
        .values({
          tradeName: input.tradeName,
          companyName: input.companyName,
          email: input.email,
          cnpj: input.cnpj,
          phone: input.phone ?? null,
          responsible: input.responsible ?? null,
          responsiblePhone: input.responsiblePhone ?? null,
          segmentId,
          website: input.website ?? null,
          photoUrl: input.photoUrl ?? null,
          invoiceEmails: input.invoiceEmails ?? [],
          zipCode: input.zipCode ?? null,
          address: input.address ?? null,
          number: input.number ?? null,
          neighborhood: input.neighborhood ?? null,
          complement: input.complement ?? null,
          city: input.city ?? null,
          state: input.state ?? null,
          feeBps: input.fee === undefined ? 0 : Math.round(input.fee * 100),
          areaLimit: input.areaLimit ?? null,
          dayLimit: input.dayLimit ?? null,
        })
        .returning();
      const store = toStore(row!, segment);
      await writeAudit(tx, {
        moduleName: 'Store',
        methodName: 'create',
        entityId: store.id,
        userId: actorId,
        result: store,
      });
      return store;
    });
  } catch (err) {
    mapWriteError(err);
  }
}

/** A change of a store, logged with the store and its segment as the lists show them. */
function audited(actorId: string, id: string, methodName: string) {
  return {
    table: stores,
    id,
    notFound: STORE_SERVICE_MESSAGES.notFound,
    moduleName: 'Store' as const,
    methodName,
    actorId,
    state: async (tx: DbOrTx, row: StoreRow) => toStore(row, await findSegment(tx, row.segmentId)),
  };
}

export async function updateStore(db: Db, actor: StoreActor, id: string, input: UpdateStoreInput): Promise<Store> {
  try {
    return await auditedChange(db, {
      ...audited(actor.id, id, 'update'),
      where: actor.scope ? eq(stores.id, actor.scope) : undefined,
      change: async (tx, before) => {
        const feeBps = input.fee === undefined ? undefined : Math.round(input.fee * 100);
        // A store owner may send its form back whole; only a change of these fields is refused.
        if (!can(actor.role, 'stores:update-admin-fields')) {
          const changes =
            (feeBps !== undefined && feeBps !== before.feeBps) ||
            (input.areaLimit !== undefined && input.areaLimit !== before.areaLimit) ||
            (input.dayLimit !== undefined && input.dayLimit !== before.dayLimit);
          if (changes) throw forbidden(STORE_SERVICE_MESSAGES.adminFields);
          if (input.cnpj !== undefined && input.cnpj !== before.cnpj)
            throw forbidden(STORE_SERVICE_MESSAGES.cnpjAdminOnly);
        }
        const segmentId = input.segmentId ?? input.segmentIds?.[0];
        if (segmentId) await requireSegment(tx, segmentId);
        await tx
          .update(stores)
          .set({
            tradeName: input.tradeName,
            companyName: input.companyName,
            email: input.email,
            cnpj: input.cnpj,
            phone: input.phone,
            responsible: input.responsible,
            responsiblePhone: input.responsiblePhone,
            segmentId,
            website: input.website,
            photoUrl: input.photoUrl,
            invoiceEmails: input.invoiceEmails,
            zipCode: input.zipCode,
            address: input.address,
            number: input.number,
            neighborhood: input.neighborhood,
            complement: input.complement,
            city: input.city,
            state: input.state,
            feeBps,
            areaLimit: input.areaLimit,
            dayLimit: input.dayLimit,
            updatedAt: new Date().toISOString(),
          })
          .where(eq(stores.id, id));
      },
    });
  } catch (err) {
    mapWriteError(err);
  }
}

export async function setStoreStatus(db: Db, actorId: string, id: string, action: StoreStatusAction): Promise<Store> {
  return auditedChange(db, {
    ...audited(actorId, id, action),
    change: async (tx, before) => {
      const now = new Date().toISOString();
      const change =
        action === 'activate'
          ? { inactivatedAt: null }
          : action === 'deactivate'
            ? { inactivatedAt: before.inactivatedAt ?? now }
            : { blocked: action === 'block' };
      await tx
        .update(stores)
        .set({ ...change, updatedAt: now })
        .where(eq(stores.id, id));
    },
  });
}

export async function deleteStore(db: Db, actorId: string, id: string): Promise<void> {
  try {
    await auditedDelete(db, {
      ...audited(actorId, id, 'delete'),
      change: (tx) => tx.delete(stores).where(eq(stores.id, id)),
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw conflict(STORE_SERVICE_MESSAGES.linked);
    throw err;
  }
}
