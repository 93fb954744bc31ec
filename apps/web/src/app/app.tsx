import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { AuthModals } from './auth-modals';
import { AppRoutes } from './routes';
import { Toasts } from './toasts';

/**
 * The app. React Query's provider is not here: the home page (a visitor's first load) reads without
 * it, and each other page, the customer header and the admin area bring it with their code
 * (`lib/with-queries.tsx`), all on one client.
 */
export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
        <AuthModals />
      </BrowserRouter>
      <Toasts />
    </AuthProvider>
  );
}
