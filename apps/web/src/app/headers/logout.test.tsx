import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...args: unknown[]) => toastError(...args), info: vi.fn() } }));

const { AuthProvider } = await import('../../lib/auth/auth-provider');
const { resetSessionCache } = await import('../../lib/session');
const { OPEN_LOGIN_EVENT } = await import('../../lib/events');
const { HomeHeader } = await import('./home-header');

const claims = btoa(JSON.stringify({ role: 'SMART', exp: Math.floor(Date.now() / 1000) + 3600 }));
const TOKEN = `h.${claims}.s`;

function renderHeader() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <HomeHeader />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const logoutCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/logout') as [string, RequestInit][];

beforeEach(() => {
  toastError.mockClear();
  resetSessionCache();
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Sérgio Smart', role: 'SMART', storeId: null }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Sair', () => {
  it('asks the server to end the session with its token, and leaves it here', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHeader();
    fireEvent.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    await waitFor(() => expect(logoutCalls(fetchMock)).toHaveLength(1));
    const [, init] = logoutCalls(fetchMock)[0]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('logs out here even when the server cannot be reached or refuses, without a toast or a login prompt', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sessão expirada.' }), {
            status: 401,
          }),
        ),
    ]) {
      resetSessionCache();
      localStorage.setItem('token', TOKEN);
      localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Sérgio Smart', role: 'SMART', storeId: null }));
      const fetchMock = vi.fn().mockImplementation(answer);
      vi.stubGlobal('fetch', fetchMock);
      const prompts = vi.fn();
      window.addEventListener(OPEN_LOGIN_EVENT, prompts);
      const { unmount } = renderHeader();
      fireEvent.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
      expect(localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(logoutCalls(fetchMock)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(toastError).not.toHaveBeenCalled();
      expect(prompts).not.toHaveBeenCalled();
      window.removeEventListener(OPEN_LOGIN_EVENT, prompts);
      unmount();
    }
  });
});
