import type { Store } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreStatusToggles } from './store-status-toggles';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const base = { id: 's1', tradeName: 'Casa Bela', active: true, blocked: false } as Store;

function renderToggles(store: Store) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: store }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const qc = new QueryClient();
  render(
    <QueryClientProvider client={qc}>
      <StoreStatusToggles store={store} canToggle />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('StoreStatusToggles', () => {
  it('reads "Liberada" switched on for a store that is not blocked', () => {
    renderToggles(base);
    const released = screen.getByRole('switch', { name: 'Loja liberada: Casa Bela' });
    expect(released.getAttribute('aria-checked')).toBe('true');
    expect(released.textContent).toBe('Liberada');
    expect(screen.getByRole('switch', { name: 'Loja ativa: Casa Bela' }).getAttribute('aria-checked')).toBe('true');
  });

  it('reads "Bloqueada" switched off for a blocked store, and switching on releases it', async () => {
    const fetchMock = renderToggles({ ...base, blocked: true });
    const released = screen.getByRole('switch', { name: 'Loja liberada: Casa Bela' });
    expect(released.getAttribute('aria-checked')).toBe('false');
    expect(released.textContent).toBe('Bloqueada');
    fireEvent.click(released);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/stores/s1/unblock');
  });

  it('switching off blocks a released store', async () => {
    const fetchMock = renderToggles(base);
    fireEvent.click(screen.getByRole('switch', { name: 'Loja liberada: Casa Bela' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/stores/s1/block');
  });
});
