import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passwordTokens, userSessions } from '../db/schema';

/**
 * Sessions: each login is a row of `user_sessions` whose id its token carries (`sid`). The auth
 * plugin reads it with the user on every request, so a session ended here stops working at once,
 * on every API process, even though its token has not expired.
 */

/** Records a login's session; it lasts as long as its token. */
export async function recordSession(
  db: DbOrTx,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(userSessions)
    .values({ id: session.id, userId: session.userId, expiresAt: session.expiresAt.toISOString() });
}

/** A logout: ends one session for good. */
export async function endSession(db: DbOrTx, id: string, now = new Date()): Promise<void> {
  await db
    .update(userSessions)
    .set({ endedAt: now.toISOString() })
    .where(and(eq(userSessions.id, id), isNull(userSessions.endedAt)));
}

/**
 * A deactivation: every open session of the user ends and its unused password links expire, for
 * good, so a later reactivation brings back neither (the person logs in again, or asks for a new
 * link). Call it in the deactivation's transaction.
 */
export async function endUserAccess(tx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await tx
    .update(userSessions)
    .set({ endedAt: at })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
  await tx
    .update(passwordTokens)
    .set({ expiresAt: at })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, at)));
}

/** The daily maintenance drops the sessions past their expiry (their tokens are refused anyway). */
export async function dropExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, now.toISOString()))
    .returning({ id: userSessions.id });
  return gone.length;
}
