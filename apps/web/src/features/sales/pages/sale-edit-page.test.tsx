import type { Role, Sale } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { saleRecord } from '../../../testing/sale-record';
import { SaleEditPage } from './sale-edit-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let role: Role = 'CONCIERGE';
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({ session: { token: 't', id: 'u1', name: 'Pessoa', role, storeId: null, store: null } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  role = 'CONCIERGE';
});

const ID = '0f8fad5b-d9cb-469f-a165-708677289501';
const APPROVED = saleRecord({ id: ID, status: 'approved', points: 1, invoiceNumber: 'NF-77', amount: 1000 });

function mount(sale: Sale) {
  const api = fakeApi({
    'GET /api/sales/:id': () => ({ body: { data: sale } }),
    'GET /api/logs/Sale/:id': () => ({ body: { data: [] } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/admin/extratos/editar/${sale.id}`]}>
        <Routes>
          <Route path="/admin/extratos/editar/:id" element={<SaleEditPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = async () => (await screen.findByRole('heading', { name: 'Dados da venda' })).parentElement as HTMLElement;

describe('the sale edit screen (issue 41, point 10)', () => {
  it('gives a reviewer the form to change an approved sale', async () => {
    mount(APPROVED);
    const data = await panel();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editar venda');
    expect((within(data).getByLabelText(/^Número da nota fiscal/) as HTMLInputElement).disabled).toBe(false);
    expect((within(data).getByRole('button', { name: 'Atualizar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('sale-read-only')).toBeNull();
  });

  it('shows a store owner the sale to read, saying why, with no field and no save', async () => {
    role = 'LOJISTA';
    mount(APPROVED);
    const data = await panel();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Venda');
    expect(within(data).getByTestId('sale-read-only').textContent).toBe(
      'Somente leitura: apenas a administração do shopping altera vendas.',
    );
    expect(within(data).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(data).queryByRole('button')).toBeNull();
    const values = within(data)
      .getAllByRole('definition')
      .map((dd) => dd.textContent?.replace(/\u00a0/g, ' '));
    expect(values).toEqual(expect.arrayContaining(['NF-77', 'R$ 1.000,00', '20/11/2026']));
  });

  it('shows a reviewer a rejected sale to read: the rejection is final', async () => {
    mount({ ...APPROVED, status: 'rejected', points: null, reason: 'Cupom ilegível' });
    const data = await panel();
    expect(within(data).getByTestId('sale-read-only').textContent).toBe(
      'Somente leitura: vendas rejeitadas ou canceladas não podem ser alteradas.',
    );
    expect(within(data).queryByRole('button', { name: 'Atualizar' })).toBeNull();
  });
});
