import type { Role } from '@mall/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth';
import { AdminGuard } from './admin-guard';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string, role: Role | null, status: AuthValue['status'] = 'ready') {
  const value: AuthValue = {
    session: role ? { token: 't', id: '1', name: 'Pessoa', role, storeId: null, store: null } : null,
    status,
    signIn: () => {},
    signOut: () => {},
  };
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: [{ path: '/', element: <Where /> }] },
      { element: <RequireAuth />, children: [{ path: '/cliente', element: <Where /> }] },
      { path: '/admin', element: <AdminGuard />, children: [{ path: '*', element: <Where /> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('route guards', () => {
  it('show a loader while auth resolves', () => {
    renderAt('/admin/dashboard', 'DEDPREMIUM', 'loading');
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });

  it.each([
    ['/cliente', null, '/'],
    ['/admin/dashboard', null, '/'],
    ['/', 'CLIENTE', '/cliente'],
    ['/', 'LOJISTA', '/admin/dashboard'],
    ['/', 'VENDEDOR', '/admin/registrar-venda'],
    ['/admin/dashboard', 'CLIENTE', '/cliente'],
    ['/admin/segmentos', 'LOJISTA', '/admin/dashboard'],
    ['/admin/usuarios', 'LOJISTA', '/admin/dashboard'],
    ['/admin/lojas/1', 'CONCIERGE', '/admin/dashboard'],
    ['/admin/relatorios/compras', 'CONCIERGE', '/admin/dashboard'],
    ['/admin/relatorios/clientes', 'CONCIERGE', '/admin/relatorios/clientes'],
    ['/admin/lojas', 'VENDEDOR', '/admin/registrar-venda'],
    ['/admin/registrar-venda', 'VENDEDOR', '/admin/registrar-venda'],
    ['/admin/registrar-venda', 'LOJISTA', '/admin/registrar-venda'],
    ['/admin/usuarios', 'SMART', '/admin/usuarios'],
    ['/cliente', 'CONCIERGE', '/cliente'],
  ] as const)('%s as %s ends on %s', async (path, role, expected) => {
    renderAt(path, role);
    await screen.findByTestId('where');
    expect(where()).toBe(expected);
  });
});
