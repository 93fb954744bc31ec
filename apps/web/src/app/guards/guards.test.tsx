import type { Role } from '@mall/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth';
import { OPEN_LOGIN_EVENT, takeLoginRequest } from '../../lib/events';
import { isLeavingSession, markLeavingSession } from '../../lib/session';
import { AdminGuard } from './admin-guard';
import { AdminPathCheck } from './admin-path-check';
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
      {
        element: <RequireAuth />,
        children: [
          { path: '/cliente', element: <Where /> },
          { path: '/meus-pontos', element: <Where /> },
        ],
      },
      {
        path: '/admin',
        element: <AdminGuard />,
        children: [
          {
            path: '*',
            element: (
              <AdminPathCheck>
                <Where />
              </AdminPathCheck>
            ),
          },
        ],
      },
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
    // Staff are barred from the programme: the customer's area sends them to their landing page,
    // and their own "Meus dados" is in the admin area (DECISIONS.md).
    ['/cliente', 'CONCIERGE', '/admin/dashboard'],
    ['/meus-pontos', 'LOJISTA', '/admin/dashboard'],
    ['/meus-pontos', 'VENDEDOR', '/admin/registrar-venda'],
    ['/admin/meus-dados', 'VENDEDOR', '/admin/meus-dados'],
    ['/admin/meus-dados', 'CONCIERGE', '/admin/meus-dados'],
    ['/admin/meus-dados', 'CLIENTE', '/cliente'],
  ] as const)('%s as %s ends on %s', async (path, role, expected) => {
    renderAt(path, role);
    await screen.findByTestId('where');
    expect(where()).toBe(expected);
  });

  it.each([
    ['/meus-pontos?campanha=1', '/meus-pontos?campanha=1'],
    ['/admin/extratos/pontuacao', '/admin/extratos/pontuacao'],
  ])('a visitor at %s is sent to / with the login modal asked to return there', async (path, next) => {
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    renderAt(path, null);
    await screen.findByTestId('where');
    expect(where()).toBe('/');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(takeLoginRequest()).toEqual({ next });
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('a visitor opening / itself gets no login modal', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    renderAt('/', null);
    await screen.findByTestId('where');
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('a page left on purpose (logout, account deleted) sends home without asking for a login', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    markLeavingSession();
    renderAt('/meus-pontos', null);
    await screen.findByTestId('where');
    expect(where()).toBe('/');
    // Home clears the mark once the visitor is there, so a later visit asks again.
    await waitFor(() => expect(isLeavingSession()).toBe(false));
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });
});
