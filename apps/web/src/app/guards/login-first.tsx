import { Navigate, useLocation } from 'react-router';
import { isLeavingSession, markLeavingSession } from '../../lib/session';

/** The router state `/` receives when a visitor opens a page that needs a login. */
export interface LoginFirstState {
  loginNext: string;
}

export function readLoginNext(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const next = (state as Partial<LoginFirstState>).loginNext;
  return typeof next === 'string' ? next : undefined;
}

/** Called by logout before the session ends; `/` clears it once the visitor is home. */
export const markLoggingOut = markLeavingSession;

/** Sends a visitor to `/`, which opens the login modal and returns here after login. */
export function LoginFirst() {
  const { pathname, search, hash } = useLocation();
  if (isLeavingSession()) return <Navigate to="/" replace />;
  const state: LoginFirstState = { loginNext: `${pathname}${search}${hash}` };
  return <Navigate to="/" replace state={state} />;
}
