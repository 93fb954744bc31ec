import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { clearQueryCache } from '../query-cache';
import { clearSession, getSession, type Session, saveSession, subscribeSession } from '../session';
import { toast } from '../toast';
import { AuthContext, type AuthValue } from './auth-context';

/**
 * `prerendered`: the first render is a prerendered page's (build/prerender.ts), drawn with this
 * session: none for a public page, a nameless placeholder of the page's role for a page behind a login
 * (`placeholderSession`). No loader then; while the page hydrates, the session reads as that one
 * (the server snapshot), and the stored session takes over in the render right after.
 */
export function AuthProvider({
  children,
  prerendered,
}: {
  children: ReactNode;
  prerendered?: { session: Session | null };
}) {
  const first = prerendered?.session ?? null;
  const stored = useSyncExternalStore(subscribeSession, getSession, () => first);
  // A prerendered page's parts hydrate as their code arrives. The stored session reaching a part
  // still waiting for its code would make React throw that part's HTML away and draw its loader;
  // passed on as a transition, it waits until every part is React's, then shows.
  const [settled, setSettled] = useState(!prerendered);
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  const session = settled ? stored : first;
  // Storage is read synchronously, but the first paint after a reload must not flash a
  // guarded page before the session is known: guards show a loader until this effect ran.
  const [status, setStatus] = useState<AuthValue['status']>(prerendered ? 'ready' : 'loading');
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
