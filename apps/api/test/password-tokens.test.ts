import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import {
  issuePasswordToken,
  PASSWORD_TOKEN_MESSAGES,
  redeemPasswordToken,
  tokenDigest,
} from '../src/lib/password-tokens';
import { verifyPassword } from '../src/lib/passwords';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Token Teste', email: 'token.teste@example.com', role: 'CONCIERGE' })
    .returning();
  userId = row!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
async function problemOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, message: err.messages, ...err.extra };
    throw err;
  }
  return 'accepted';
}

describe('single-use password links', () => {
  it('keeps only the digest, sets the password once, and moves passwordChangedAt', async () => {
    const raw = await issuePasswordToken(db(), userId, 'set');
    const stored = await db().select().from(passwordTokens).where(eq(passwordTokens.userId, userId));
    expect(stored.map((r) => r.tokenHash)).toEqual([tokenDigest(raw)]);
    expect(stored[0]!.tokenHash).not.toContain(raw);

    await db().transaction((tx) => redeemPasswordToken(tx, raw, 'set', 'NovaSenha1'));
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(await verifyPassword(user!.passwordHash, 'NovaSenha1')).toBe(true);
    expect(user!.passwordChangedAt).not.toBeNull();

    expect(await problemOf(redeemPasswordToken(db(), raw, 'set', 'OutraSenha2'))).toEqual({
      status: 400,
      message: PASSWORD_TOKEN_MESSAGES.used,
      problem: 'used',
    });
  });

  it('refuses an unknown token, a token of the other purpose and an expired one', async () => {
    expect(await problemOf(redeemPasswordToken(db(), 'nao-existe', 'reset', 'NovaSenha1'))).toMatchObject({
      problem: 'invalid',
    });
    const setToken = await issuePasswordToken(db(), userId, 'set');
    expect(await problemOf(redeemPasswordToken(db(), setToken, 'reset', 'NovaSenha1'))).toMatchObject({
      problem: 'invalid',
    });
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const resetToken = await issuePasswordToken(db(), userId, 'reset', longAgo);
    expect(await problemOf(redeemPasswordToken(db(), resetToken, 'reset', 'NovaSenha1'))).toEqual({
      status: 400,
      message: PASSWORD_TOKEN_MESSAGES.expired,
      problem: 'expired',
    });
    // A set-password link issued as long ago still holds: it lasts 48 hours.
    const setAgo = await issuePasswordToken(db(), userId, 'set', longAgo);
    expect(await problemOf(redeemPasswordToken(db(), setAgo, 'set', 'NovaSenha1'))).toBe('accepted');
  });

  it('a newer link replaces the older one of the same purpose', async () => {
    const first = await issuePasswordToken(db(), userId, 'reset');
    const second = await issuePasswordToken(db(), userId, 'reset');
    expect(await problemOf(redeemPasswordToken(db(), first, 'reset', 'NovaSenha1'))).toMatchObject({ problem: 'used' });
    expect(await problemOf(redeemPasswordToken(db(), second, 'reset', 'NovaSenha1'))).toBe('accepted');
  });
});
