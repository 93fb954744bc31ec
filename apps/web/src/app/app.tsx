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
const navigateAfterLogin = (to: string) => void router.navigate(to, { replace: true });

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AuthModals navigate={navigateAfterLogin} />
        {/* SPEC §9: 3000 ms, top-right, dark. */}
        <ToastContainer position="top-right" autoClose={TOAST_MS} theme="dark" newestOnTop closeOnClick />
      </AuthProvider>
    </QueryClientProvider>
  );
}
