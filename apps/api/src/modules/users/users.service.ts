import {
  type CreateUserBody,
  isStoreScoped,
  type ListUsersQuery,
  type Role,
  type UpdateOwnUserBody,
  type UpdateUserBody,
  type User,
} from '@mall/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { clients, sellers, shopkeepers, stores, users } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, foreignKeyViolation, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginateApart, paginateSearchIds } from '../../lib/paging';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { endUserAccess } from '../../lib/sessions';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';

export const USER_MESSAGES = {
  notFound: 'Usuário não encontrado',
  emailTaken: 'E-mail já cadastrado',
  storeRequired: 'Selecione uma loja para este perfil',
  storeNotFound: 'Loja não encontrada',
  clientsRegisterThemselves: 'Clientes se cadastram pelo site, com CPF e aceite dos termos',
  notSelf: 'Você não pode desativar ou excluir o seu próprio usuário',
  notOwnRole: 'Você não pode alterar o seu próprio perfil',
  linked: 'Este usuário tem registros vinculados e não pode ser excluído; desative-o',
  linkedRole:
    'Este usuário tem registros vinculados (cliente, vendedor ou lojista): o perfil e a loja não podem ser alterados',
  anonymised: 'Este cliente excluiu a própria conta: o usuário não pode ser alterado nem reativado',
} as const;

/** A customer who deleted its account stays a pseudonym: nobody edits or reactivates its user. */
async function refuseAnonymised(tx: Tx, id: string): Promise<void> {
  const [row] = await tx
    .select({ at: clients.anonymizedAt })
    .from(clients)
    .where(and(eq(clients.userId, id), isNotNull(clients.anonymizedAt)))
    .limit(1);
  if (row) throw conflict(USER_MESSAGES.anonymised);
}

type UserRow = typeof users.$inferSelect;
type StoreName = { id: string; tradeName: string } | null;

export function toUser(row: UserRow, store: StoreName): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as User['role'],
    storeId: row.storeId,
    store,
    inactivatedAt: iso(row.inactivatedAt),
    createdAt: iso(row.createdAt),
  };
}

const selection = { user: users, storeId: stores.id, tradeName: stores.tradeName };

function joined<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...selection, ...(extra as E) })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId));
}

function fromJoined(r: { user: UserRow; storeId: string | null; tradeName: string | null }): User {
  return toUser(r.user, r.storeId && r.tradeName ? { id: r.storeId, tradeName: r.tradeName } : null);
}

/** A user with its store's name (404 when absent). */
export async function getUser(db: DbOrTx, id: string): Promise<User> {
  const [row] = await joined(db).where(eq(users.id, id));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return fromJoined(row);
}

function publicState(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    storeId: user.storeId,
    inactivatedAt: user.inactivatedAt,
  };
}

/** The role's store: required (and existing) for store roles, none for the others. */
async function storeFor(db: DbOrTx, role: Role, storeId: string | null | undefined): Promise<string | null> {
  if (role === 'CLIENTE') throw badRequest(USER_MESSAGES.clientsRegisterThemselves);
  if (!isStoreScoped(role)) return null;
  if (!storeId) throw badRequest(USER_MESSAGES.storeRequired);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw badRequest(USER_MESSAGES.storeNotFound);
  return storeId;
}

/**
 * A VENDEDOR is a user plus its seller record (the sale form picks sellers, not users): made with
 * it, in the same transaction, logging in with its e-mail.
 */
async function addSellerRecord(tx: Tx, actorId: string, user: User, storeId: string) {
  const [seller] = await tx
    .insert(sellers)
    .values({ userId: user.id, storeId, name: user.name, email: user.email, login: user.email })
    .returning();
  await writeAudit(tx, {
    moduleName: 'Seller',
    methodName: 'create',
    entityId: seller!.id,
    userId: actorId,
    result: {
      id: seller!.id,
      name: seller!.name,
      email: seller!.email,
      login: seller!.login,
      storeId,
      userId: user.id,
    },
  });
}

function mapUnique(err: unknown): never {
  if (uniqueViolation(err) !== undefined) throw conflict(USER_MESSAGES.emailTaken);
  throw err;
}

export async function createUser(db: Db, actorId: string, input: CreateUserBody & { storeId?: string | null }) {
  const storeId = await storeFor(db, input.role, input.storeId);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, role: input.role, storeId })
        .returning({ id: users.id });
      const user = await getUser(tx, row!.id);
      await writeAudit(tx, {
        moduleName: 'User',
        methodName: 'create',
        entityId: user.id,
        userId: actorId,
        result: publicState(user),
      });
      if (input.role === 'VENDEDOR' && storeId) await addSellerRecord(tx, actorId, user, storeId);
      return user;
    });
  } catch (err) {
    mapUnique(err);
  }
}

/** What each column of the users' table sorts by (all on `users`, so a search's ids read it alone). */
const userSortColumns = { name: users.name, email: users.email, role: users.role, status: users.inactivatedAt };

export async function listUsers(db: Db, q: Paging & Omit<ListUsersQuery, 'page' | 'limit'>) {
  const order = orderOf(userSortColumns, users.id, q, [desc(users.createdAt), asc(users.id)]);
  const where = and(
    q.search ? or(ilike(users.name, likePattern(q.search)), ilike(users.email, likePattern(q.search))) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.active === 'true'
      ? isNull(users.inactivatedAt)
      : q.active === 'false'
        ? isNotNull(users.inactivatedAt)
        : undefined,
  );
  const page = () =>
    joined(db)
      .where(where)
      .orderBy(...order);
  // A search does not count its matches: a common name part matches thousands (bench/FINDINGS.md, "People searches").
  if (q.search) {
    const found = await paginateSearchIds(
      db,
      q,
      () =>
        db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(...order),
      (ids) => joined(db).where(inArray(users.id, ids)),
      (r) => r.user.id,
      (tx) => tx.select({ id: users.id }).from(users).where(where).$dynamic(),
    );
    return { data: found.rows.map(fromJoined), total: found.total, ...(found.totalCapped && { totalCapped: true }) };
  }
  const { rows, total } = await paginateApart(
    q,
    page,
    async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
  );
  return { data: rows.map(fromJoined), total };
}

/** What a change of a user shares: the log keeps its public state (never the password hash). */
function audited(actorId: string, id: string, methodName: string) {
  return {
    table: users,
    id,
    notFound: USER_MESSAGES.notFound,
    moduleName: 'User' as const,
    methodName,
    actorId,
    state: async (tx: Tx) => publicState(await getUser(tx, id)),
  };
}

/** Whether a customer, seller or shop owner record hangs on the user. */
async function hasLinkedRecord(tx: Tx, id: string): Promise<boolean> {
  const found = await Promise.all(
    [clients, sellers, shopkeepers].map((t) => tx.select({ id: t.id }).from(t).where(eq(t.userId, id)).limit(1)),
  );
  return found.some((rows) => rows.length > 0);
}

/**
 * Edits name, e-mail, password (only when sent), role and store. Nobody changes their own role; a
 * user with a customer, seller or shop owner record keeps its role and store, and its record
 * follows the new name and e-mail. A new password ends the user's earlier sessions.
 */
export async function updateUser(db: Db, actorId: string, id: string, input: UpdateUserBody): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await auditedChange(db, {
      ...audited(actorId, id, 'update'),
      change: async (tx, before) => {
        await refuseAnonymised(tx, id);
        const role = input.role ?? before.role;
        const roleChanged = role !== before.role;
        if (roleChanged && id === actorId) throw badRequest(USER_MESSAGES.notOwnRole);
        // A customer stays a customer: its name and e-mail may be corrected here, nothing else.
        const storeId =
          role === 'CLIENTE' && !roleChanged
            ? before.storeId
            : await storeFor(tx, role, input.storeId === undefined ? before.storeId : input.storeId);
        const storeChanged = storeId !== before.storeId;
        if ((roleChanged || storeChanged) && (await hasLinkedRecord(tx, id))) throw conflict(USER_MESSAGES.linkedRole);
        const now = new Date().toISOString();
        await tx
          .update(users)
          .set({
            name: input.name,
            email: input.email,
            role,
            storeId,
            passwordHash,
            passwordChangedAt: passwordHash ? now : undefined,
            updatedAt: now,
          })
          .where(eq(users.id, id));
        if (input.name !== undefined || input.email !== undefined) {
          const names = { name: input.name, email: input.email, updatedAt: now };
          for (const t of [clients, sellers, shopkeepers]) await tx.update(t).set(names).where(eq(t.userId, id));
          // A seller made here logs in with its e-mail: its login follows the e-mail it was made with.
          if (input.email !== undefined)
            await tx
              .update(sellers)
              .set({ login: input.email })
              .where(and(eq(sellers.userId, id), eq(sellers.login, before.email)));
        }
        if (role === 'VENDEDOR' && roleChanged && storeId)
          await addSellerRecord(tx, actorId, await getUser(tx, id), storeId);
      },
    });
  } catch (err) {
    mapUnique(err);
  }
  return getUser(db, id);
}

/**
 * Deactivating also stops a seller's record (and its place in the sale form) and ends the user's
 * sessions and unused password links for good; reactivating restores the record, not the sessions.
 */
export async function setUserActive(db: Db, actorId: string, id: string, active: boolean) {
  if (id === actorId && !active) throw badRequest(USER_MESSAGES.notSelf);
  await auditedChange(db, {
    ...audited(actorId, id, active ? 'activate' : 'deactivate'),
    change: async (tx, before) => {
      await refuseAnonymised(tx, id);
      const inactivatedAt = active ? null : (before.inactivatedAt ?? new Date().toISOString());
      const now = new Date().toISOString();
      await tx.update(users).set({ inactivatedAt, updatedAt: now }).where(eq(users.id, id));
      if (!active) await endUserAccess(tx, id);
      const [seller] = await tx
        .update(sellers)
        .set({ inactivatedAt, updatedAt: now })
        .where(and(eq(sellers.userId, id), active ? isNotNull(sellers.inactivatedAt) : isNull(sellers.inactivatedAt)))
        .returning();
      // The seller's status changed with its user: the Seller log says so too.
      if (seller)
        await writeAudit(tx, {
          moduleName: 'Seller',
          methodName: active ? 'activate' : 'inactivate',
          entityId: seller.id,
          userId: actorId,
          previousState: { inactivatedAt: active ? before.inactivatedAt : null },
          result: { inactivatedAt: iso(seller.inactivatedAt) },
        });
    },
  });
  return getUser(db, id);
}

export async function deleteUser(db: Db, actorId: string, id: string) {
  if (id === actorId) throw badRequest(USER_MESSAGES.notSelf);
  try {
    await auditedDelete(db, {
      ...audited(actorId, id, 'delete'),
      change: (tx) => tx.delete(users).where(eq(users.id, id)),
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw conflict(USER_MESSAGES.linked);
    throw err;
  }
}

export const OWN_USER_MESSAGES = { wrongPassword: 'Senha atual incorreta' } as const;

/**
 * A staff member edits its own name, e-mail and password (the new one only with the current one);
 * role and store stay. The change is audited like an administrator's edit; a new password ends the
 * user's earlier sessions, and the answer carries the moment it changed for the fresh token.
 */
export async function updateOwnUser(db: Db, userId: string, input: UpdateOwnUserBody) {
  let password: string | undefined;
  if (input.newPassword) {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(user?.hash, input.oldPassword ?? ''))) throw badRequest(OWN_USER_MESSAGES.wrongPassword);
    password = input.newPassword;
  }
  const user = await updateUser(db, userId, userId, { name: input.name, email: input.email, password });
  if (!password) return { user, passwordChangedAt: undefined };
  const [row] = await db.select({ at: users.passwordChangedAt }).from(users).where(eq(users.id, userId));
  return { user, passwordChangedAt: row?.at ?? null };
}
