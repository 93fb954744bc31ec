import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeRecord } from '../../../testing/records';
import { SaleForm } from './sale-form';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const STORE = storeRecord({ id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10', tradeName: 'Casa Bela' });
const seller = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@x.com`,
  login: id,
  storeId: STORE.id,
  store: { tradeName: STORE.tradeName },
  user: { id: `u-${id}`, name, inactivatedAt: null },
  inactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function mount() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.startsWith('/api/sellers')
      ? { data: [seller('s1', 'Vítor Vendedor'), seller('s2', 'Ana Souza')], total: 2 }
      : { data: [STORE], total: 1 };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const session = { token: 't', id: 'admin', name: 'Admin', role: 'DEDPREMIUM', storeId: null, store: null } as const;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SaleForm session={session} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('SaleForm (administrators)', () => {
  it('marks every missing field, toasts the SPEC sentence once, focuses the store and sends nothing', async () => {
    const fetchMock = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Preencha todos os campos obrigatórios.', { toastId: 'sale-required' });
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(5);
    const store = screen.getByRole('combobox', { name: /^Loja/ });
    expect(store.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(store));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("picks the store by search, then one of its sellers filtered from the store's list", async () => {
    mount();
    const store = screen.getByRole('combobox', { name: /^Loja/ });
    fireEvent.focus(store);
    fireEvent.click(await screen.findByRole('option', { name: 'Casa Bela' }));
    expect(store.getAttribute('data-value')).toBe(STORE.id);
    const sellerBox = screen.getByRole('combobox', { name: /^Vendedor/ }) as HTMLInputElement;
    await waitFor(() => expect(sellerBox.disabled).toBe(false));
    fireEvent.focus(sellerBox);
    fireEvent.change(sellerBox, { target: { value: 'ana' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ana Souza']);
    fireEvent.keyDown(sellerBox, { key: 'Enter' });
    expect(sellerBox.getAttribute('data-value')).toBe('s2');
    expect(sellerBox.value).toBe('Ana Souza');
  });
});
