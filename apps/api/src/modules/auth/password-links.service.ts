import type { PasswordTokenPurpose } from '@mall/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { passwordResetEmail } from '../../emails';
import { issuePasswordToken, redeemPasswordToken } from '../../lib/password-tokens';
import { lower } from '../../lib/sql';
import { writeAudit } from '../../plugins/audit';
import { enqueueMail } from '../../plugins/mailer';

/** The page of the web app a reset link opens. */
export const RESET_PASSWORD_PATH = '/redefinir-senha';

/**
 * Someone asked for a reset link for `email`. When an active account (any role) has that e-mail,
 * a one-hour link is issued and e-mailed in one transaction; otherwise nothing is written. The
 * caller answers the same either way, so the answer never tells whether the account exists.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(lower(users.email), email.trim().toLowerCase()), isNull(users.inactivatedAt)))
    .limit(1);
  if (!user) return;
  await db.transaction(async (tx) => {
    const raw = await issuePasswordToken(tx, user.id, 'reset');
    const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(raw)}`;
    await enqueueMail(tx, { to: user.email, ...(await passwordResetEmail({ name: user.name, link })) });
  });
}

/**
 * Spends a password link (reset or set) and sets the new password, which ends every earlier
 * session of the account. Writes a `User` audit row (never the password). Answers the account's
 * e-mail, with which the page logs the person in.
 */
export async function setPasswordFromLink(
  db: Db,
  token: string,
  purpose: PasswordTokenPurpose,
  password: string,
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { userId } = await redeemPasswordToken(tx, token, purpose, password);
    const [user] = await tx
      .select({ email: users.email, passwordChangedAt: users.passwordChangedAt })
      .from(users)
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      moduleName: 'User',
      methodName: purpose === 'reset' ? 'reset-password' : 'set-password',
      entityId: userId,
      userId,
      result: { passwordChangedAt: user?.passwordChangedAt ?? null },
    });
    return { email: user?.email ?? '' };
  });
}
