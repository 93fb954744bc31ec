import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../../lib/auth';
import { ResetPasswordPage, SetPasswordPage } from './password-link-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const signIn = vi.fn();
const auth: AuthValue = { session: null, status: 'ready', signIn, signOut: vi.fn() };

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/redefinir-senha', element: <ResetPasswordPage /> },
      { path: '/shopkeeper/set-password', element: <SetPasswordPage /> },
      // Loaded on the way, as the app's pages are: the link's page stays on screen meanwhile.
      {
        path: '/admin/dashboard',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { element: <p>painel</p> };
        },
      },
      { path: '*', element: <p>fora</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app's own sign-in does: the cached answers are another person's.
  signIn.mockImplementation(() => client.clear());
  const view = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return Object.assign(router, { unmount: view.unmount });
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fill = (password: string) => {
  fireEvent.input(screen.getByLabelText(/^Nova senha/), { target: { value: password } });
  fireEvent.input(screen.getByLabelText(/^Confirmar senha/), { target: { value: password } });
};

afterEach(() => {
  vi.unstubAllGlobals();
  signIn.mockClear();
});

describe('the password link pages', () => {
  it('without a token say the link is invalid and offer a new one, asking the server nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/redefinir-senha');
    expect(screen.getByRole('alert').textContent).toContain('Link inválido. Peça um novo link.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/esqueci-minha-senha');
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('check the link as they open: a used one shows the server’s reason and the way to a new one, no form', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Este link já foi usado. Peça um novo link.',
        problem: 'used',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/redefinir-senha?token=abc');
    expect((await screen.findByRole('alert')).textContent).toContain('Este link já foi usado. Peça um novo link.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/password-link$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc', purpose: 'reset' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('read the token after # as the e-mails carry it (never sent to the server), and still in the query of older links', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { data: { expiresAt: '2030-01-01T12:00:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const checked = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)));
    for (const [url, body] of [
      ['/redefinir-senha#token=hash-tok_1', { token: 'hash-tok_1', purpose: 'reset' }],
      ['/shopkeeper/set-password#token=set-tok-2', { token: 'set-tok-2', purpose: 'set' }],
      ['/redefinir-senha?token=query-tok', { token: 'query-tok', purpose: 'reset' }],
      ['/redefinir-senha?token=old#token=new-tok', { token: 'new-tok', purpose: 'reset' }],
    ] as const) {
      fetchMock.mockClear();
      const { unmount } = renderAt(url);
      await screen.findByLabelText(/^Nova senha/);
      expect(checked(), url).toEqual([body]);
      expect(String(fetchMock.mock.calls[0]![0])).not.toContain('tok');
      unmount();
    }
    // A fragment without a token is a link without one.
    fetchMock.mockClear();
    renderAt('/redefinir-senha#outra=coisa');
    expect(screen.getByRole('alert').textContent).toContain('Link inválido. Peça um novo link.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('show the refusal when the link dies between opening and saving', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/password-link')
          ? json(200, { data: { expiresAt: '2030-01-01T12:00:00.000Z' } })
          : json(400, {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Este link expirou. Peça um novo link.',
              problem: 'expired',
            }),
      ),
    );
    renderAt('/redefinir-senha?token=abc');
    await screen.findByLabelText(/^Nova senha/);
    fill('NovaSenha9');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este link expirou. Peça um novo link.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('set the password, log in with it and land where the login would (a shop owner: the dashboard)', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/password-link')) return json(200, { data: { expiresAt: '2030-01-01T12:00:00.000Z' } });
      if (url.endsWith('/shopkeepers/set-password'))
        return json(200, { message: 'Senha definida com sucesso!', data: { email: 'nova.lojista@example.com' } });
      expect(JSON.parse(String(init.body))).toEqual({ email: 'nova.lojista@example.com', password: 'Primeira123' });
      return json(200, {
        message: 'Bem-vindo(a), Nova!',
        data: {
          access_token: 'jwt',
          name: 'Nova',
          storeId: 's1',
          role: 'LOJISTA',
          id: 'u1',
          store: { id: 's1', tradeName: 'Loja' },
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/shopkeeper/set-password?token=tok-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Definir senha' })).toBeTruthy();
    await screen.findByLabelText(/^Nova senha/);
    fill('Primeira123');
    fireEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({ token: 'tok-123', password: 'Primeira123' });
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'jwt', role: 'LOJISTA' }));
    // The spent link is not checked again when signing in clears the cache (it would answer 400).
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/password-link'))).toHaveLength(1);
  });
});
