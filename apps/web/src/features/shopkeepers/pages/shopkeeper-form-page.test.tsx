import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopkeeperEditPage } from './shopkeeper-form-page';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const KEEPER = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Luísa Lojista',
  email: 'lojista@example.com',
  cpf: '39053344705',
  phone: '11987654321',
  storeId: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10',
  store: { id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10', tradeName: 'Casa Bela' },
  user: {
    id: '5b1e2c9a-0000-4000-8000-000000000001',
    name: 'Luísa Lojista',
    email: 'lojista@example.com',
    inactivatedAt: null,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
};

function mount(
  patch: { status: number; body: unknown } = {
    status: 200,
    body: { message: 'Lojista atualizado com sucesso', data: KEEPER },
  },
) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PATCH'
      ? new Response(JSON.stringify(patch.body), { status: patch.status })
      : new Response(JSON.stringify({ data: KEEPER }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/admin/lojista/editar/${KEEPER.id}`]}>
        <Routes>
          <Route path="/admin/lojista/editar/:id" element={<ShopkeeperEditPage />} />
          <Route path="/admin/lojista" element={<p>Lista de lojistas</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof mount>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
  toastSuccess.mockReset();
});

describe('the shop owner edit page', () => {
  it('refuses passwords that differ with "As senhas não coincidem" and sends nothing', async () => {
    const fetchMock = mount();
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'NovaSenha1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar senha/), { target: { value: 'NovaSenha2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('sends no password when Nova senha is blank, then says "Lojista atualizado com sucesso"', async () => {
    const fetchMock = mount();
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Luísa Prado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Lista de lojistas');
    const [[url, init]] = patches(fetchMock) as [[string, RequestInit]];
    expect(url).toBe(`/api/shopkeepers/${KEEPER.id}`);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Luísa Prado',
      email: 'lojista@example.com',
      cpf: '39053344705',
      phone: '11987654321',
      user: { name: 'Luísa Prado', email: 'lojista@example.com' },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Lojista atualizado com sucesso');
  });

  it("sends a confirmed password, and shows the server's refusal under the field it names", async () => {
    const fetchMock = mount({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'E-mail já cadastrado' },
    });
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'NovaSenha1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar senha/), { target: { value: 'NovaSenha1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('E-mail já cadastrado', { toastId: 'shopkeeper-save' }),
    );
    const [[, init]] = patches(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body)).user.password).toBe('NovaSenha1');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Lista de lojistas')).toBeNull();
  });
});
