import { type CreateUserBody, isStoreScoped, type User } from '@mall/shared';
import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, foreignKeyViolation, uniqueViolation } from '../../lib/errors';
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

/** What a change of a user shares: the log keeps its public state (never the password hash). */
function audited(actorId: string, id: string, methodName: string) {
  return {
    table: users,
    id,
    notFound: USER_MESSAGES.notFound,
    moduleName: 'User' as const,
    methodName,
    actorId,
    state: (_tx: unknown, row: typeof users.$inferSelect) => publicState(toUser(row)),
  };
}

export async function setUserActive(db: Db, actorId: string, id: string, active: boolean) {
  if (id === actorId && !active) throw badRequest(USER_MESSAGES.notSelf);
  return auditedChange(db, {
    ...audited(actorId, id, active ? 'activate' : 'deactivate'),
    answer: toUser,
    change: (tx, before) =>
      tx
        .update(users)
        .set({
          inactivatedAt: active ? null : (before.inactivatedAt ?? new Date().toISOString()),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(users.id, id)),
  });
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
