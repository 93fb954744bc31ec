import { randomBytes } from 'node:crypto';
import type { PasswordTokenPurpose } from '@mall/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordTokens, users } from '../../db/schema';
import { passwordResetEmail } from '../../emails';
import { issuePasswordToken, passwordLinkUrl, redeemPasswordToken, tokenDigest } from '../../lib/password-tokens';
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
  if (!user) return resetWithoutAccount(db, email, publicUrl);
  await db.transaction(async (tx) => {
    const raw = await issuePasswordToken(tx, user.id, 'reset');
    const link = passwordLinkUrl(publicUrl, RESET_PASSWORD_PATH, raw);
    await enqueueMail(tx, { to: user.email, ...(await passwordResetEmail({ name: user.name, link })) });
  });
}

/** Why the stand-in work of an unknown e-mail ends its transaction: nothing of it is kept. */
class NothingToKeep extends Error {}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * For an e-mail without an active account, the work of a real reset: a link's token made, the
 * earlier links looked up, the e-mail rendered and written to the outbox in a transaction, which is
 * then rolled back. The answer takes as long either way, so its time does not tell whether the
 * account exists.
 */
async function resetWithoutAccount(db: Db, email: string, publicUrl: string): Promise<void> {
  const raw = randomBytes(32).toString('base64url');
  const link = passwordLinkUrl(publicUrl, RESET_PASSWORD_PATH, raw);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(passwordTokens)
        .set({ usedAt: new Date().toISOString() })
        .where(
          and(eq(passwordTokens.userId, NOBODY), eq(passwordTokens.purpose, 'reset'), isNull(passwordTokens.usedAt)),
        );
      await tx
        .select({ id: passwordTokens.id })
        .from(passwordTokens)
        .where(eq(passwordTokens.tokenHash, tokenDigest(raw)));
      await enqueueMail(tx, { to: email, ...(await passwordResetEmail({ name: email, link })) });
      throw new NothingToKeep();
    });
  } catch (err) {
    if (!(err instanceof NothingToKeep)) throw err;
  }
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
