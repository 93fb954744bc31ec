import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, saveSession } from '../../../lib/session';
import { keepFreshToken } from '.';

const session = { id: 'u1', name: 'Maria', role: 'CLIENTE' as const, storeId: null, store: null, token: 'old-token' };

afterEach(() => clearSession());

describe('keepFreshToken', () => {
  it('stores the token a password change answers before the caller goes on', async () => {
    saveSession(session);
    const answer = await keepFreshToken(Promise.resolve({ data: { name: 'Maria' }, access_token: 'new-token' }));
    expect(answer.access_token).toBe('new-token');
    expect(getToken()).toBe('new-token');
  });

  it('keeps the session as it was when no new token comes back', async () => {
    saveSession(session);
    await keepFreshToken(Promise.resolve({ data: { name: 'Maria' }, access_token: undefined as string | undefined }));
    expect(getToken()).toBe('old-token');
  });
});
