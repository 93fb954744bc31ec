import { isRole, type Role, SESSION_ROLE_COOKIE } from '@mall/shared';
import { forgetOfflineVouchers } from './offline-vouchers/forget';

/** What the app keeps about the signed-in user (SPEC §3: keys `token` and `user`). */
export interface Session {
  token: string;
  id: string;
  name: string;
  role: Role;
  storeId: string | null;
  store: { id: string; tradeName: string } | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

interface TokenClaims {
  role?: unknown;
  exp?: unknown;
}

/** Reads the JWT payload without verifying it: the server verifies; we only need role and expiry. */
export function decodeToken(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
  } catch {
    return null;
  }
}

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as Partial<Session>;
    const claims = decodeToken(token);
    // SPEC §3: the role is read from the token; the stored copy is only a fallback.
    const role = isRole(claims?.role) ? claims.role : user.role;
    if (!isRole(role) || typeof user.name !== 'string') return null;
    // An expired token would only earn a 401 on the first call: treat it as logged out now.
    if (typeof claims?.exp === 'number' && claims.exp * 1000 <= Date.now()) return null;
    return {
      token,
      id: user.id ?? '',
      name: user.name,
      role,
      storeId: user.storeId ?? null,
      store: user.store ?? null,
    };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function emit(): void {
  for (const l of listeners) l();
}

/**
 * Mirrors the session's role into a cookie (SESSION_ROLE_COOKIE) for as long as its token lasts,
 * or removes it: the server reads it only to send the area's prerendered frame to a returning
 * customer instead of an empty page. Called on every change of session and once at start (a
 * session stored before the cookie existed, or one expired since).
 */
export function syncSessionCookie(session: Session | null = getSession()): void {
  if (typeof document === 'undefined') return;
  const exp = session ? decodeToken(session.token)?.exp : undefined;
  const maxAge = typeof exp === 'number' ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : 0;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: written at once (the Cookie Store API is asynchronous and missing from some phones' browsers), before the next page's request.
  document.cookie =
    session && maxAge > 0
      ? `${SESSION_ROLE_COOKIE}=${session.role}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
      : `${SESSION_ROLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

export function saveSession(session: Session): void {
  const { token, ...user } = session;
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  cached = session;
  syncSessionCookie(session);
  emit();
}

/**
 * Set while the user leaves its session on purpose (a logout, its account just deleted): the
 * page being left needs a login, and must not ask for one. `/` clears it once the visitor is home.
 */
let leaving = false;

export function markLeavingSession(value = true): void {
  leaving = value;
}

export function isLeavingSession(): boolean {
  return leaving;
}

export function clearSession(): void {
  forgetOfflineVouchers();
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  cached = null;
  syncSessionCookie(null);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab may show.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) {
      cached = read();
      syncSessionCookie(cached);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * What a prerendered page of an area was drawn with (src/prerender.tsx): a session of that role
 * with no name and no token. main.tsx hydrates such a page with it only when the stored session
 * has that role; the stored one takes over in the render right after.
 */
export function placeholderSession(role: Role): Session {
  return { token: '', id: '', name: '', role, storeId: null, store: null };
}

/** Test helper: forget the cached copy so the next read goes to storage. */
export function resetSessionCache(): void {
  cached = undefined;
}
