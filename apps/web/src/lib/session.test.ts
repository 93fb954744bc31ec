import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  placeholderSession,
  resetSessionCache,
  type Session,
  saveSession,
  syncSessionCookie,
} from './session';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const customer = (exp = inAnHour()): Session => ({
  token: token({ role: 'CLIENTE', exp }),
  id: '1',
  name: 'Clara Cliente',
  role: 'CLIENTE',
  storeId: null,
  store: null,
});

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the jsdom cookie jar between tests.
  document.cookie = 'session_role=; Path=/; Max-Age=0';
  resetSessionCache();
});

describe('the session role cookie', () => {
  it('is written with the session (the role only) and removed with it', () => {
    saveSession(customer());
    expect(document.cookie).toBe('session_role=CLIENTE');
    expect(document.cookie).not.toContain('Clara');
    clearSession();
    expect(document.cookie).toBe('');
  });

  it('follows the stored session at start: written for one kept from before, removed for an expired one', () => {
    localStorage.setItem('token', customer().token);
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Clara Cliente', role: 'CLIENTE', storeId: null }));
    syncSessionCookie();
    expect(document.cookie).toBe('session_role=CLIENTE');

    resetSessionCache();
    localStorage.setItem('token', customer(Math.floor(Date.now() / 1000) - 60).token);
    syncSessionCookie();
    expect(document.cookie).toBe('');
  });

  it('a prerendered page is drawn with a nameless, tokenless session of its role', () => {
    expect(placeholderSession('CLIENTE')).toEqual({
      token: '',
      id: '',
      name: '',
      role: 'CLIENTE',
      storeId: null,
      store: null,
    });
  });
});
