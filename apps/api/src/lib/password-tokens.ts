import { createHash, randomBytes } from 'node:crypto';
import type { PasswordTokenPurpose } from '@mall/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passwordTokens, users } from '../db/schema';
import { AppError } from './errors';
import { hashPassword } from './passwords';

/** How long a link lasts (DECISIONS.md, "Passwords, shop owners and personal data"). */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  set: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** What the person who opened a link is told; `code` lets the page offer a new link. */
export const PASSWORD_TOKEN_MESSAGES = {
  invalid: 'Link inválido. Peça um novo link.',
  expired: 'Este link expirou. Peça um novo link.',
  used: 'Este link já foi usado. Peça um novo link.',
} as const;
export type PasswordTokenProblem = keyof typeof PASSWORD_TOKEN_MESSAGES;

/**
 * The address an e-mail gives for a password link: the token goes after `#`, which the page reads
 * and a browser never sends, so it reaches no server log, proxy or Referer on the way. (The page
 * still reads `?token=` of links e-mailed before.)
 */
export function passwordLinkUrl(publicUrl: string, path: string, raw: string): string {
  return `${publicUrl}${path}#token=${encodeURIComponent(raw)}`;
}

export function tokenDigest(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * Makes a new single-use link token for the user and answers the raw token (only its digest is
 * stored). Earlier unused tokens of the same purpose stop working: only the newest link counts.
 * Call it inside the transaction of the change it belongs to.
 */
export async function issuePasswordToken(
  tx: DbOrTx,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await tx
    .update(passwordTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  await tx.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: tokenDigest(raw),
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[purpose]).toISOString(),
  });
  return raw;
}

/** A refused link: a 400 whose `problem` tells the page which message and way out to show. */
function refused(problem: PasswordTokenProblem): AppError {
  return new AppError('BAD_REQUEST', PASSWORD_TOKEN_MESSAGES[problem], { problem });
}

type TokenRow = typeof passwordTokens.$inferSelect;

/** The token if it may still be spent; otherwise the refusal that says why. */
function usable(token: TokenRow | undefined, now: Date): TokenRow {
  if (!token) throw refused('invalid');
  if (token.usedAt) throw refused('used');
  if (new Date(token.expiresAt).getTime() <= now.getTime()) throw refused('expired');
  return token;
}

/**
 * Whether a link may still be used, without spending it: the page checks it when it opens, so
 * nobody types a new password into a link that is already dead. Answers until when it lasts.
 */
export async function checkPasswordToken(
  db: DbOrTx,
  raw: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<{ expiresAt: string }> {
  const [token] = await db
    .select()
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, tokenDigest(raw)), eq(passwordTokens.purpose, purpose)));
  return { expiresAt: new Date(usable(token, now).expiresAt).toISOString() };
}

/**
 * Spends a token: checks it is known, unused and not expired, marks it used, sets the user's new
 * password and moves `passwordChangedAt`, which ends every session issued before. Answers the
 * user's id. Must run in one transaction with the caller's other writes; the row is locked so two
 * requests with the same link cannot both succeed.
 */
export async function redeemPasswordToken(
  tx: DbOrTx,
  raw: string,
  purpose: PasswordTokenPurpose,
  password: string,
  now = new Date(),
): Promise<{ userId: string }> {
  const token = usable(
    (
      await tx
        .select()
        .from(passwordTokens)
        .where(and(eq(passwordTokens.tokenHash, tokenDigest(raw)), eq(passwordTokens.purpose, purpose)))
        .for('update')
    )[0],
    now,
  );
  const at = now.toISOString();
  await tx.update(passwordTokens).set({ usedAt: at }).where(eq(passwordTokens.id, token.id));
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: at, updatedAt: at })
    .where(eq(users.id, token.userId));
  return { userId: token.userId };
}
