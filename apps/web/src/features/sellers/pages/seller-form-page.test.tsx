import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellerFormPage } from './seller-form-page';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const STORE_ID = '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10';
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: {
      token: 't',
      id: 'owner',
      name: 'Luísa',
      role: 'LOJISTA',
      storeId: STORE_ID,
      store: { id: STORE_ID, tradeName: 'Casa Bela' },
    },
  }),
}));

const SELLER = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Vítor Vendedor',
  email: 'vitor@example.com',
  login: 'vitor',
  storeId: STORE_ID,
  store: { tradeName: 'Casa Bela' },
  user: { id: '5b1e2c9a-0000-4000-8000-000000000001', name: 'Vítor Vendedor', inactivatedAt: null },
  inactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function mount(path: string) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const status = init?.method === 'POST' ? 201 : 200;
    const body =
      init?.method === 'POST' || init?.method === 'PATCH'
        ? { message: 'Vendedor salvo', data: SELLER }
        : { data: SELLER };
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/vendedores/cadastrar" element={<SellerFormPage />} />
          <Route path="/admin/vendedores/editar/:id" element={<SellerFormPage />} />
          <Route path="/admin/vendedores" element={<p>Lista de vendedores</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
  toastSuccess.mockReset();
});

describe('the seller form', () => {
  it("locks a store owner's own store, and says 'Preencha todos os campos' once without sending", async () => {
    const fetchMock = mount('/admin/vendedores/cadastrar');
    const store = screen.getByLabelText(/^Loja/);
    expect(store).toHaveProperty('value', 'Casa Bela');
    expect(store.getAttribute('aria-readonly')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Preencha todos os campos', { toastId: 'seller-required' });
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the seller in the store owner's store and returns to its sellers", async () => {
    const fetchMock = mount('/admin/vendedores/cadastrar');
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Usuário/), { target: { value: 'ana.souza' } });
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Senha1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByText('Lista de vendedores');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sellers');
    expect(JSON.parse(String(init?.body))).toEqual({
      storeId: STORE_ID,
      name: 'Ana Souza',
      email: 'ana@example.com',
      login: 'ana.souza',
      password: 'Senha1234',
    });
  });

  it('edits only the name and e-mail, shows the user locked and the store trail', async () => {
    const fetchMock = mount(`/admin/vendedores/editar/${SELLER.id}`);
    const name = await screen.findByLabelText(/^Nome/);
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' }).textContent).toBe('LojaCasa BelaVendedores');
    expect(screen.getByLabelText(/^Usuário/)).toHaveProperty('value', SELLER.user.id);
    expect(screen.getByLabelText(/^Usuário/)).toHaveProperty('readOnly', true);
    fireEvent.change(name, { target: { value: 'Vítor Silva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Lista de vendedores');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(`/api/sellers/${SELLER.id}`);
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ name: 'Vítor Silva', email: 'vitor@example.com' });
  });
});
