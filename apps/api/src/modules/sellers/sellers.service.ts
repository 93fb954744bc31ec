import type { CreateSellerBody, ListSort, SELLER_SORT_COLUMNS, Seller, SellerStatus } from '@mall/shared';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sellers, stores, users } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, foreignKeyViolation, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginateApart } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { endUserAccess } from '../../lib/sessions';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';

export const SELLER_MESSAGES = {
  notFound: 'Vendedor não encontrado',
  storeNotFound: 'Loja não encontrada',
  emailTaken: 'E-mail já cadastrado',
  loginTaken: 'Usuário já em uso',
  hasSales: 'Vendedor com vendas não pode ser excluído; inative-o',
} as const;

/** Who may see which sellers: everyone, one store, or one seller (a VENDEDOR sees itself). */
export interface SellerScope {
  storeId?: string;
  userId?: string;
}

const selection = {
  seller: sellers,
  tradeName: stores.tradeName,
  userName: users.name,
  userInactivatedAt: users.inactivatedAt,
};

function toSeller(r: {
  seller: typeof sellers.$inferSelect;
  tradeName: string;
  userName: string;
  userInactivatedAt: string | null;
}): Seller {
  const s = r.seller;
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    login: s.login,
    storeId: s.storeId,
    store: { tradeName: r.tradeName },
    user: { id: s.userId, name: r.userName, inactivatedAt: iso(r.userInactivatedAt) },
    inactivatedAt: iso(s.inactivatedAt),
    createdAt: iso(s.createdAt),
  };
}

function joined<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...selection, ...(extra as E) })
    .from(sellers)
    .innerJoin(stores, eq(stores.id, sellers.storeId))
    .innerJoin(users, eq(users.id, sellers.userId));
}

function scoped(scope: SellerScope): SQL | undefined {
  return and(
    scope.storeId ? eq(sellers.storeId, scope.storeId) : undefined,
    scope.userId ? eq(sellers.userId, scope.userId) : undefined,
  );
}

/** ATIVO: the seller and its login active; INATIVO: either deactivated (`sellerStatusOf`). */
function withStatus(status: SellerStatus | undefined): SQL | undefined {
  if (status === 'ATIVO') return and(isNull(sellers.inactivatedAt), isNull(users.inactivatedAt));
  if (status === 'INATIVO') return or(isNotNull(sellers.inactivatedAt), isNotNull(users.inactivatedAt));
  return undefined;
}

/** What each column of the sellers' table sorts by (the status is the account's). */
const sortColumns = { name: sellers.name, email: sellers.email, store: stores.tradeName, status: users.inactivatedAt };

export async function listSellers(
  db: Db,
  q: Paging &
    ListSort<(typeof SELLER_SORT_COLUMNS)[number]> & { storeId?: string; search?: string; status?: SellerStatus },
  scope: SellerScope,
) {
  const where = and(
    scoped(scope),
    q.storeId ? eq(sellers.storeId, q.storeId) : undefined,
    withStatus(q.status),
    q.search
      ? or(
          ilike(sellers.name, likePattern(q.search)),
          ilike(sellers.email, likePattern(q.search)),
          ilike(sellers.login, likePattern(q.search)),
        )
      : undefined,
  );
  // The page and its count apart: a window count would join every seller's user before the page
  // is cut; the page now walks `sellers_name_idx` and joins only its own rows. The count joins the
  // users only when the status filter reads them.
  const { rows, total } = await paginateApart(
    q,
    () =>
      joined(db)
        .where(where)
        .orderBy(...orderOf(sortColumns, sellers.id, q, [asc(sellers.name), asc(sellers.id)])),
    async () => {
      const counted = db.select({ n: count() }).from(sellers);
      const [row] = await (q.status ? counted.innerJoin(users, eq(users.id, sellers.userId)) : counted).where(where);
      return row?.n ?? 0;
    },
  );
  return { data: rows.map(toSeller), total };
}

export async function getSeller(db: DbOrTx, id: string, scope: SellerScope): Promise<Seller> {
  const [row] = await joined(db).where(and(eq(sellers.id, id), scoped(scope)));
  if (!row) throw notFound(SELLER_MESSAGES.notFound);
  return toSeller(row);
}

function mapUnique(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) throw err;
  throw conflict(constraint.includes('login') ? SELLER_MESSAGES.loginTaken : SELLER_MESSAGES.emailTaken);
}

/** A seller is a store's VENDEDOR user plus its seller record, created together. */
export async function createSeller(
  db: Db,
  actorId: string,
  input: CreateSellerBody,
  scope: SellerScope,
): Promise<Seller> {
  if (scope.storeId && scope.storeId !== input.storeId) throw notFound(SELLER_MESSAGES.storeNotFound);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw badRequest(SELLER_MESSAGES.storeNotFound);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          login: input.login,
          passwordHash,
          role: 'VENDEDOR',
          storeId: input.storeId,
        })
        .returning({ id: users.id });
      const [row] = await tx
        .insert(sellers)
        .values({ userId: user!.id, storeId: input.storeId, name: input.name, email: input.email, login: input.login })
        .returning({ id: sellers.id });
      const result = await getSeller(tx, row!.id, {});
      await writeAudit(tx, {
        moduleName: 'Seller',
        methodName: 'create',
        entityId: result.id,
        userId: actorId,
        result,
      });
      return result;
    });
  } catch (err) {
    mapUnique(err);
  }
}

/** A change of a seller within the caller's scope (another store's seller is not found). */
function audited(actorId: string, id: string, methodName: string, scope: SellerScope) {
  return {
    table: sellers,
    id,
    where: scoped(scope),
    notFound: SELLER_MESSAGES.notFound,
    moduleName: 'Seller' as const,
    methodName,
    actorId,
    state: (tx: DbOrTx) => getSeller(tx, id, {}),
  };
}

export async function updateSeller(
  db: Db,
  actorId: string,
  id: string,
  input: { name?: string; email?: string },
  scope: SellerScope,
) {
  try {
    return await auditedChange(db, {
      ...audited(actorId, id, 'update', scope),
      change: async (tx, before) => {
        const now = new Date().toISOString();
        await tx
          .update(sellers)
          .set({ name: input.name, email: input.email, updatedAt: now })
          .where(eq(sellers.id, id));
        await tx
          .update(users)
          .set({ name: input.name, email: input.email, updatedAt: now })
          .where(eq(users.id, before.userId));
      },
    });
  } catch (err) {
    mapUnique(err);
  }
}

/**
 * Inactivating a seller also stops its login at once and ends its sessions for good; reactivating
 * restores the record and the login, not the sessions.
 */
export async function setSellerStatus(
  db: Db,
  actorId: string,
  id: string,
  inactivatedAt: string | null,
  scope: SellerScope,
) {
  return auditedChange(db, {
    ...audited(actorId, id, inactivatedAt === null ? 'activate' : 'inactivate', scope),
    change: async (tx, before) => {
      const value = inactivatedAt === null ? null : (before.inactivatedAt ?? inactivatedAt);
      await tx
        .update(sellers)
        .set({ inactivatedAt: value, updatedAt: new Date().toISOString() })
        .where(eq(sellers.id, id));
      await tx.update(users).set({ inactivatedAt: value }).where(eq(users.id, before.userId));
      if (value !== null) await endUserAccess(tx, before.userId);
    },
  });
}

export async function deleteSeller(db: Db, actorId: string, id: string, scope: SellerScope): Promise<void> {
  try {
    await auditedDelete(db, {
      ...audited(actorId, id, 'delete', scope),
      change: async (tx, before) => {
        await tx.delete(sellers).where(eq(sellers.id, id));
        await tx.delete(users).where(eq(users.id, before.userId));
      },
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw conflict(SELLER_MESSAGES.hasSales);
    throw err;
  }
}
