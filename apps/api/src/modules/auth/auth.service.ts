import { isRole, isStoreScoped } from '@mall/shared';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { lower } from '../../lib/sql';
import { BLOCKED_STORE_MESSAGE, INACTIVE_USER_MESSAGE, type SessionClaims } from '../../plugins/auth';

export const INVALID_CREDENTIALS = 'E-mail ou senha inválidos';

export interface LoginResult {
  claims: SessionClaims;
  store: { id: string; tradeName: string } | null;
}

/** Checks credentials; the identifier is an e-mail or a seller's login. */
export async function authenticateUser(db: Db, identifier: string, password: string): Promise<LoginResult> {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      storeId: users.storeId,
      passwordHash: users.passwordHash,
      inactivatedAt: users.inactivatedAt,
      passwordChangedAt: users.passwordChangedAt,
      storeBlocked: stores.blocked,
      storeTradeName: stores.tradeName,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(or(eq(lower(users.email), key), eq(lower(users.login), key)))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash, password);
  if (!row || !ok || !isRole(row.role)) throw unauthorized(INVALID_CREDENTIALS);
  // Told only to someone who proved the password, so the messages reveal nothing to guessers.
  if (row.inactivatedAt) throw new AppError('FORBIDDEN', INACTIVE_USER_MESSAGE);
  if (row.storeBlocked && isStoreScoped(row.role)) throw new AppError('FORBIDDEN', BLOCKED_STORE_MESSAGE);
  return {
    claims: {
      sub: row.id,
      role: row.role,
      name: row.name,
      storeId: row.storeId,
      ...(row.passwordChangedAt ? { pwdAt: row.passwordChangedAt } : {}),
    },
    store: row.storeId && row.storeTradeName ? { id: row.storeId, tradeName: row.storeTradeName } : null,
  };
}
