import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordTokens } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';

/**
 * "Esqueci minha senha" must not tell, by how long it takes, whether an e-mail has an account: an
 * unknown e-mail goes through the work of a real reset (token, e-mail rendered and written), which
 * is then rolled back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '100000',
    FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '100000',
  });
});
afterAll(() => t.close());

let ip = 0;
async function forgot(email: string): Promise<number> {
  ip += 1;
  const started = performance.now();
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
  });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('forgot password, known or unknown e-mail', () => {
  it('keeps nothing for an unknown e-mail: no link, no message', async () => {
    const rows = async () => ({
      tokens: (await t.database.db.select({ n: count() }).from(passwordTokens))[0]!.n,
      mails: (await t.database.db.select({ n: count() }).from(outbox))[0]!.n,
    });
    const before = await rows();
    await forgot('ninguem.aqui@example.com');
    expect(await rows()).toEqual(before);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'ninguem.aqui@example.com'))).toEqual([]);
    await forgot('cliente@example.com');
    const after = await rows();
    expect(after.mails).toBe(before.mails + 1);
  });

  it('answers an unknown e-mail about as slowly as a known one', async () => {
    // Interleaved, so a busy machine slows both alike; the medians of many runs, so a stall does
    // not count. Doing less work for an unknown e-mail answered it in about a third of the time.
    for (let i = 0; i < 5; i++) {
      await forgot('cliente@example.com');
      await forgot(`aquecimento${i}@example.com`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      known.push(await forgot('cliente@example.com'));
      unknown.push(await forgot(`ninguem${i}@example.com`));
    }
    const ratio = median(unknown) / median(known);
    const times = `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`;
    expect(ratio, times).toBeGreaterThan(0.6);
    expect(ratio, times).toBeLessThan(1.7);
  });
});
