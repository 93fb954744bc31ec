import { TOAST_MS } from '@mall/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { AuthModals } from './auth-modals';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const navigateFromModals = (to: string, options: { replace?: boolean; state?: unknown } = {}) =>
  void router.navigate(to, { replace: options.replace ?? true, state: options.state });

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AuthModals navigate={navigateFromModals} />
        {/* SPEC §9: 3000 ms, top-right, dark. */}
        <ToastContainer position="top-right" autoClose={TOAST_MS} theme="dark" newestOnTop closeOnClick />
      </AuthProvider>
    </QueryClientProvider>
  );
}
