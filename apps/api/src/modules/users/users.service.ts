import { type CreateUserBody, isStoreScoped, type User } from '@mall/shared';
import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { badRequest, conflict, foreignKeyViolation, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { writeAudit } from '../../plugins/audit';

export const USER_MESSAGES = {
  notFound: 'Usuário não encontrado',
  emailTaken: 'E-mail já cadastrado',
  storeRequired: 'Selecione uma loja para este perfil',
  storeNotFound: 'Loja não encontrada',
  clientsRegisterThemselves: 'Clientes se cadastram pelo site, com CPF e aceite dos termos',
  notSelf: 'Você não pode desativar ou excluir o seu próprio usuário',
  linked: 'Este usuário tem registros vinculados e não pode ser excluído; desative-o',
} as const;

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as User['role'],
    storeId: row.storeId,
    inactivatedAt: iso(row.inactivatedAt),
    createdAt: iso(row.createdAt),
  };
}

function publicState(user: User) {
  return { id: user.id, name: user.name, email: user.email, role: user.role, inactivatedAt: user.inactivatedAt };
}

export async function createUser(db: Db, actorId: string, input: CreateUserBody & { storeId?: string | null }) {
  if (input.role === 'CLIENTE') throw badRequest(USER_MESSAGES.clientsRegisterThemselves);
  const storeId = isStoreScoped(input.role) ? input.storeId : null;
  if (isStoreScoped(input.role)) {
    if (!storeId) throw badRequest(USER_MESSAGES.storeRequired);
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw badRequest(USER_MESSAGES.storeNotFound);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, role: input.role, storeId })
        .returning();
      const user = toUser(row!);
      await writeAudit(tx, {
        moduleName: 'User',
        methodName: 'create',
        entityId: user.id,
        userId: actorId,
        result: publicState(user),
      });
      return user;
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

export async function listUsers(db: Db, q: Paging & { search?: string }) {
  const where: SQL | undefined = q.search
    ? or(ilike(users.name, likePattern(q.search)), ilike(users.email, likePattern(q.search)))
    : undefined;
  const { rows, total } = await paginate(q, (total) =>
    db.select({ user: users, total }).from(users).where(where).orderBy(desc(users.createdAt), users.id),
  );
  return { data: rows.map((r) => toUser(r.user)), total };
}

export async function setUserActive(db: Db, actorId: string, id: string, active: boolean) {
  if (id === actorId && !active) throw badRequest(USER_MESSAGES.notSelf);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(USER_MESSAGES.notFound);
    const [row] = await tx
      .update(users)
      .set({
        inactivatedAt: active ? null : (before.inactivatedAt ?? new Date().toISOString()),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, id))
      .returning();
    const user = toUser(row!);
    await writeAudit(tx, {
      moduleName: 'User',
      methodName: active ? 'activate' : 'deactivate',
      entityId: id,
      userId: actorId,
      previousState: publicState(toUser(before)),
      result: publicState(user),
    });
    return user;
  });
}

export async function deleteUser(db: Db, actorId: string, id: string) {
  if (id === actorId) throw badRequest(USER_MESSAGES.notSelf);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
      if (!row) throw notFound(USER_MESSAGES.notFound);
      await writeAudit(tx, {
        moduleName: 'User',
        methodName: 'delete',
        entityId: id,
        userId: actorId,
        previousState: publicState(toUser(row)),
      });
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw conflict(USER_MESSAGES.linked);
    throw err;
  }
}
