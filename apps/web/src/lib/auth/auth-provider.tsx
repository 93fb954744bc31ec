import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { clearQueryCache } from '../query-cache';
import { clearSession, getSession, type Session, saveSession, subscribeSession } from '../session';
import { toast } from '../toast';
import { AuthContext, type AuthValue } from './auth-context';

/**
 * `ready`: the first render is a prerendered page's (build/prerender.ts), a visitor's: no loader.
 * While such a page hydrates, the session reads as none (the server snapshot); a stored session
 * takes over in the render right after.
 */
export function AuthProvider({ children, ready = false }: { children: ReactNode; ready?: boolean }) {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  // Storage is read synchronously, but the first paint after a reload must not flash a
  // guarded page before the session is known: guards show a loader until this effect ran.
  const [status, setStatus] = useState<AuthValue['status']>(ready ? 'ready' : 'loading');
  useEffect(() => setStatus('ready'), []);

  const signIn = useCallback((next: Session) => {
    clearQueryCache();
    saveSession(next);
  }, []);

  const signOut = useCallback(() => {
    const name = getSession()?.name;
    clearSession();
    clearQueryCache();
    if (name) toast.info(`Até logo, ${name}! Volte sempre!`);
  }, []);

  const value = useMemo<AuthValue>(() => ({ session, status, signIn, signOut }), [session, status, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
