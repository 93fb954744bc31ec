import { Navigate, useLocation } from 'react-router';

/** The router state `/` receives when a visitor opens a page that needs a login. */
export interface LoginFirstState {
  loginNext: string;
}

export function readLoginNext(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const next = (state as Partial<LoginFirstState>).loginNext;
  return typeof next === 'string' ? next : undefined;
}

/** Set while the user logs out: the page being left then asks for no login. */
let loggingOut = false;

/** Called by logout before the session ends; `/` clears it once the visitor is home. */
export function markLoggingOut(value = true): void {
  loggingOut = value;
}

/** Sends a visitor to `/`, which opens the login modal and returns here after login. */
export function LoginFirst() {
  const { pathname, search, hash } = useLocation();
  if (loggingOut) return <Navigate to="/" replace />;
  const state: LoginFirstState = { loginNext: `${pathname}${search}${hash}` };
  return <Navigate to="/" replace state={state} />;
}
