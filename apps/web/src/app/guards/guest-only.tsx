import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { openLoginModal } from '../../lib/events';
import { markLoggingOut, readLoginNext } from './login-first';

/** Where a signed-in user on `/` goes: with the access map, which a visitor's first load does without. */
const AfterLoginRedirect = lazy(() => import('./after-login-redirect'));

/**
 * `/` is for visitors (SPEC §2): a CLIENTE goes to /cliente, staff to their landing page.
 * VENDEDOR lands on the sale form (DECISIONS.md), not the dashboard it may not open.
 * A visitor sent here from a page that needs a login finds the login modal open, and goes
 * back to that page once logged in when the role may open it.
 */
export function GuestOnly() {
  const { session, status } = useAuth();
  const next = readLoginNext(useLocation().state);
  useEffect(() => {
    if (status !== 'ready' || session) return;
    markLoggingOut(false);
    if (next) openLoginModal({ next });
  }, [status, session, next]);
  if (status === 'loading') return <LoadingState />;
  // Right after a login from a deep link, this agrees with the login modal on where to go.
  if (session)
    return (
      <Suspense fallback={<LoadingState />}>
        <AfterLoginRedirect role={session.role} next={next} />
      </Suspense>
    );
  return <Outlet />;
}
