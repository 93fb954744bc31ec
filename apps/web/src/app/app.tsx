import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { AuthModals } from './auth-modals';
import { AppRoutes } from './routes';
import { Toasts } from './toasts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
          <AuthModals />
        </BrowserRouter>
        <Toasts />
      </AuthProvider>
    </QueryClientProvider>
  );
}
