import type { Role } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../../lib/auth';
import { fakeApi } from '../../../testing/money-records';

type ApiRoutes = Parameters<typeof fakeApi>[0];

/** Where the page's address is now (its search part), and any page a link leads to. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The filters' choices every report's bar asks for. */
const OPTIONS: ApiRoutes = {
  'GET /api/campaigns/options': () => ({
    body: {
      data: [
        { id: '0b6f7d3e-52a1-4c3e-9d1f-7a2b3c4d5e60', name: 'Natal Decor' },
        { id: '1c7e8f4a-63b2-4d4f-8e2a-8b3c4d5e6f71', name: 'Casa Nova' },
      ],
    },
  }),
  'GET /api/segments': () => ({
    body: { data: [{ id: '3e9a0b6c-85d4-4f6b-8a4c-ad5e6f7a8b93', name: 'Iluminação' }], total: 1 },
  }),
  'GET /api/stores': () => ({ body: { data: [], total: 0 } }),
};

/**
 * A report page at `address` (its route's pattern is the address's path), signed in as `role`,
 * against a fake API: the report's routes plus the filters' choices. Returns the calls made.
 */
export function renderReport(page: ReactElement, address: string, routes: ApiRoutes, role: Role = 'DEDPREMIUM') {
  const api = fakeApi({ ...OPTIONS, ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const auth: AuthValue = {
    session: { token: 't', id: 'u1', name: 'Pessoa', role, storeId: null, store: null },
    status: 'ready',
    signIn: () => {},
    signOut: () => {},
  };
  const path = address.split('?')[0] ?? '/';
  render(
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
  /** The requests to one path, as URLs. */
  const requests = (pathname: string) => api.calls.filter((c) => c.url.pathname === pathname).map((c) => c.url);
  return { api, requests };
}

/** The address's query as an object, for comparing with what the page sent. */
export const paramsOf = (url: URL | string) =>
  Object.fromEntries(new URLSearchParams(typeof url === 'string' ? (url.split('?')[1] ?? '') : url.search));

/** What a reader sees (Intl writes R$ and percentages with non-breaking spaces). */
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';
