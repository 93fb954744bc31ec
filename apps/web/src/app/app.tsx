import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import type { Session } from '../lib/session';
import { AuthModals } from './auth-modals';
import { AppRoutes } from './routes';
import { Toasts } from './toasts';

/** What the router holds: the pages and the login and registration modals. */
export function AppContent() {
  return (
    <>
      <AppRoutes />
      <AuthModals />
    </>
  );
}

/**
 * The app. React Query's provider is not here: the home page (a visitor's first load) reads without
 * it, and each other page, the customer header and the admin area bring it with their code
 * (`lib/with-queries.tsx`), all on one client.
 *
 * `prerendered`: the page's HTML came rendered from the build (src/prerender.tsx, the same tree
 * under a static router) with this session (none, or an area's placeholder) and is being hydrated,
 * so the first render must be the build's.
 */
export function App({ prerendered }: { prerendered?: { session: Session | null } }) {
  return (
    <AuthProvider prerendered={prerendered}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
      <Toasts />
    </AuthProvider>
  );
}
