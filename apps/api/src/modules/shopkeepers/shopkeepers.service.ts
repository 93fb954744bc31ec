import type {
  CreateShopkeeperBody,
  ListSort,
  SHOPKEEPER_SORT_COLUMNS,
  Shopkeeper,
  UpdateShopkeeperBody,
} from '@mall/shared';
import { and, asc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { clients, logs, passwordTokens, sales, shopkeepers, stores, users } from '../../db/schema';
import { setPasswordEmail } from '../../emails';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { issuePasswordToken, passwordLinkUrl } from '../../lib/password-tokens';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';
import { enqueueMail } from '../../plugins/mailer';

export const SHOPKEEPER_MESSAGES = {
  notFound: 'Lojista não encontrado',
  storeNotFound: 'Loja não encontrada',
  emailTaken: 'E-mail já cadastrado',
  cpfIsClient: 'CPF já cadastrado como cliente: funcionários das lojas não podem participar do programa',
  cpfInStore: 'CPF já cadastrado para um lojista desta loja',
  hasActivity: 'Lojista com atividade registrada no sistema não pode ser excluído; desative o usuário dele em Usuários',
  created: 'Lojista cadastrado com sucesso',
  updated: 'Lojista atualizado com sucesso',
  deleted: 'Lojista excluído com sucesso',
} as const;

/** Whose shop owners a caller sees: every store's (staff), or one store's (its store owner). */
export interface ShopkeeperScope {
  storeId?: string;
}

/** Where a new shop owner's e-mail sends it (the set-password page). */
export interface ShopkeeperMailContext {
  publicUrl: string;
}

const selection = {
  keeper: shopkeepers,
  tradeName: stores.tradeName,
  userName: users.name,
  userEmail: users.email,
  userInactivatedAt: users.inactivatedAt,
};

function toShopkeeper(r: {
  keeper: typeof shopkeepers.$inferSelect;
  tradeName: string;
  userName: string;
  userEmail: string;
  userInactivatedAt: string | null;
}): Shopkeeper {
  const k = r.keeper;
  return {
    id: k.id,
    name: k.name,
    email: k.email,
    cpf: k.cpf,
    phone: k.phone,
    storeId: k.storeId,
    store: { id: k.storeId, tradeName: r.tradeName },
    user: { id: k.userId, name: r.userName, email: r.userEmail, inactivatedAt: iso(r.userInactivatedAt) },
    createdAt: iso(k.createdAt),
  };
}

function joined<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...selection, ...(extra as E) })
    .from(shopkeepers)
    .innerJoin(stores, eq(stores.id, shopkeepers.storeId))
    .innerJoin(users, eq(users.id, shopkeepers.userId));
}

/** A store owner is confined to its store inside the query: another store's shop owner does not exist for it. */
const scoped = (scope: ShopkeeperScope): SQL | undefined =>
  scope.storeId ? eq(shopkeepers.storeId, scope.storeId) : undefined;

/** What each column of the shop owners' table sorts by. */
const sortColumns = {
  name: shopkeepers.name,
  email: shopkeepers.email,
  cpf: shopkeepers.cpf,
  phone: shopkeepers.phone,
};

export async function listShopkeepers(
  db: Db,
  q: Paging & ListSort<(typeof SHOPKEEPER_SORT_COLUMNS)[number]> & { storeId?: string; search?: string },
  scope: ShopkeeperScope,
) {
  const where = and(
    scoped(scope),
    q.storeId ? eq(shopkeepers.storeId, q.storeId) : undefined,
    q.search
      ? or(ilike(shopkeepers.name, likePattern(q.search)), ilike(shopkeepers.email, likePattern(q.search)))
      : undefined,
  );
  const { rows, total } = await paginate(q, (total) =>
    joined(db, { total })
      .where(where)
      .orderBy(...orderOf(sortColumns, shopkeepers.id, q, [asc(shopkeepers.name), asc(shopkeepers.id)])),
  );
  return { data: rows.map(toShopkeeper), total };
}

export async function getShopkeeper(db: DbOrTx, id: string, scope: ShopkeeperScope): Promise<Shopkeeper> {
  const [row] = await joined(db).where(and(eq(shopkeepers.id, id), scoped(scope)));
  if (!row) throw notFound(SHOPKEEPER_MESSAGES.notFound);
  return toShopkeeper(row);
}

/**
 * The CPF rules: store staff are barred from the programme, so a customer's CPF cannot be a shop
 * owner's (SPEC §1); the same person may own several stores (one login per store), but is not
 * registered twice as the same store's shop owner.
 */
async function checkCpf(tx: DbOrTx, cpf: string, storeId: string, exceptId?: string) {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.cpf, cpf)).limit(1);
  if (client) throw conflict(SHOPKEEPER_MESSAGES.cpfIsClient);
  const [twin] = await tx
    .select({ id: shopkeepers.id })
    .from(shopkeepers)
    .where(
      and(
        eq(shopkeepers.cpf, cpf),
        eq(shopkeepers.storeId, storeId),
        exceptId ? ne(shopkeepers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw conflict(SHOPKEEPER_MESSAGES.cpfInStore);
}

function mapUnique(err: unknown): never {
  if (uniqueViolation(err) !== undefined) throw conflict(SHOPKEEPER_MESSAGES.emailTaken);
  throw err;
}

/** The page of the web app a new shop owner's link opens. */
const SET_PASSWORD_PATH = '/shopkeeper/set-password';

/** The e-mail of a new shop owner: a single-use link to choose its password, valid 48 hours. */
async function welcomeMail(ctx: ShopkeeperMailContext, keeper: Shopkeeper, token: string) {
  const link = passwordLinkUrl(ctx.publicUrl, SET_PASSWORD_PATH, token);
  return {
    to: keeper.email,
    ...(await setPasswordEmail({ name: keeper.name, storeName: keeper.store.tradeName, link })),
  };
}

/**
 * A shop owner is a LOJISTA user of the store plus its record, created together with no password:
 * the same transaction issues a set-password link and queues the e-mail that carries it.
 */
export async function createShopkeeper(
  db: Db,
  actorId: string,
  input: CreateShopkeeperBody,
  ctx: ShopkeeperMailContext,
): Promise<Shopkeeper> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw badRequest(SHOPKEEPER_MESSAGES.storeNotFound);
  try {
    return await db.transaction(async (tx) => {
      await checkCpf(tx, input.cpf, input.storeId);
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash: null, role: 'LOJISTA', storeId: input.storeId })
        .returning({ id: users.id });
      const [row] = await tx
        .insert(shopkeepers)
        .values({
          userId: user!.id,
          storeId: input.storeId,
          name: input.name,
          email: input.email,
          cpf: input.cpf,
          phone: input.phone,
        })
        .returning({ id: shopkeepers.id });
      const result = await getShopkeeper(tx, row!.id, {});
      const token = await issuePasswordToken(tx, user!.id, 'set');
      await enqueueMail(tx, await welcomeMail(ctx, result, token));
      await writeAudit(tx, {
        moduleName: 'Shopkeeper',
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

/** A change of a shop owner within the caller's scope; the log keeps its readable state, never a password. */
function audited(actorId: string, id: string, methodName: string, scope: ShopkeeperScope) {
  return {
    table: shopkeepers,
    id,
    where: scoped(scope),
    notFound: SHOPKEEPER_MESSAGES.notFound,
    moduleName: 'Shopkeeper' as const,
    methodName,
    actorId,
    state: (tx: Tx) => getShopkeeper(tx, id, {}),
  };
}

/**
 * Edits the record and its login together (name and e-mail stay the same on both). A password sent
 * in `user.password` is set at once: it ends the login's earlier sessions and voids any
 * set-password link still unused, so an old e-mail cannot overwrite it.
 */
export async function updateShopkeeper(
  db: Db,
  actorId: string,
  id: string,
  input: UpdateShopkeeperBody,
  scope: ShopkeeperScope,
): Promise<Shopkeeper> {
  const name = input.name ?? input.user?.name;
  const email = input.email ?? input.user?.email;
  const password = input.user?.password;
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    return await auditedChange(db, {
      ...audited(actorId, id, 'update', scope),
      change: async (tx, before) => {
        if (input.cpf !== undefined && input.cpf !== before.cpf) await checkCpf(tx, input.cpf, before.storeId, id);
        const now = new Date().toISOString();
        await tx
          .update(shopkeepers)
          .set({ name, email, cpf: input.cpf, phone: input.phone, updatedAt: now })
          .where(eq(shopkeepers.id, id));
        await tx
          .update(users)
          .set({ name, email, passwordHash, passwordChangedAt: passwordHash ? now : undefined, updatedAt: now })
          .where(eq(users.id, before.userId));
        if (passwordHash)
          await tx
            .update(passwordTokens)
            .set({ usedAt: now })
            .where(and(eq(passwordTokens.userId, before.userId), isNull(passwordTokens.usedAt)));
      },
    });
  } catch (err) {
    mapUnique(err);
  }
}

/** Whether the shop owner's login left a trace: an audit row it wrote, or a sale it recorded or reviewed. */
async function hasActivity(tx: Tx, userId: string): Promise<boolean> {
  const [log] = await tx.select({ id: logs.id }).from(logs).where(eq(logs.userId, userId)).limit(1);
  if (log) return true;
  const [sale] = await tx
    .select({ id: sales.id })
    .from(sales)
    .where(or(eq(sales.createdByUserId, userId), eq(sales.reviewedByUserId, userId)))
    .limit(1);
  return Boolean(sale);
}

/**
 * Deletes the record and its login in one transaction, when the login never acted: deleting a user
 * who did would erase the author of its history, so that shop owner is deactivated instead (409).
 */
export async function deleteShopkeeper(db: Db, actorId: string, id: string, scope: ShopkeeperScope): Promise<void> {
  await auditedDelete(db, {
    ...audited(actorId, id, 'delete', scope),
    change: async (tx, before) => {
      if (await hasActivity(tx, before.userId)) throw conflict(SHOPKEEPER_MESSAGES.hasActivity);
      await tx.delete(shopkeepers).where(eq(shopkeepers.id, id));
      await tx.delete(users).where(eq(users.id, before.userId));
    },
  });
}
