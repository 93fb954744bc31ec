import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractDetailRecord, fakeApi } from '../../../testing/money-records';
import { ExtractDetailPage } from './extract-detail-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({ session: { token: 't', id: 'u', name: 'C', role: 'CONCIERGE', storeId: null, store: null } }),
}));

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

const DETAIL = extractDetailRecord({
  id: 'e1',
  tradeName: 'Casa Aurora',
  salesCount: 2,
  totalSales: 500,
  amountDue: 12.5,
  status: 'due',
  bill: { id: 'b1', status: 'ABERTO', dueDate: '2026-11-16', overdue: false },
  divergence: {
    currentTotalSales: 450,
    currentAmountDue: 11.25,
    difference: -50,
    amountDueDifference: -1.25,
    changedSales: 2,
    adjusted: null,
    pending: { totalSales: -50, amountDue: -1.25, changedSales: 2 },
    settlement: 'next_statement',
    reopenable: true,
  },
  sales: [
    {
      saleId: 's1',
      invoiceNumber: 'NF-1',
      saleDate: '2026-10-03',
      client: { name: 'Clara' },
      netValue: 300,
      current: { netValue: 300, status: 'approved', saleDate: '2026-10-03' },
      changed: false,
    },
    {
      saleId: 's2',
      invoiceNumber: 'NF-2',
      saleDate: '2026-10-04',
      client: { name: 'Bruno' },
      netValue: 200,
      current: { netValue: 200, status: 'canceled', saleDate: '2026-10-04' },
      changed: true,
    },
  ],
  missingSales: [
    {
      saleId: 's3',
      invoiceNumber: null,
      saleDate: '2026-10-20',
      client: { name: 'Dora' },
      netValue: 150,
      current: { netValue: 150, status: 'approved', saleDate: '2026-10-20' },
      changed: true,
    },
  ],
  history: [
    {
      at: '2026-11-01T09:00:00.000Z',
      action: 'Extract.process',
      description: 'Extrato processado: 2 vendas, total R$ 500,00, taxa 2,5%, valor devido R$ 12,50',
      user: { id: 'a', name: 'Administradora' },
    },
  ],
});

function mount(answer: { status?: number; body: unknown }) {
  vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /api/extracts/:id': () => answer }).fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/extratos/financeiro/e1']}>
        <Routes>
          <Route path="/admin/extratos/financeiro/:id" element={<ExtractDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a statement’s page', () => {
  it('shows its figures, the divergence, its frozen sales linking to each sale, the missing ones and its history', async () => {
    mount({ body: { data: DETAIL } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Aurora' })).toBeTruthy();
    expect(text(screen.getByRole('note'))).toContain('Total de vendas hojeR$ 450,00 (-R$ 50,00)');
    expect(text(screen.getByRole('note'))).toContain('Valor devido hojeR$ 11,25 (-R$ 1,25)');
    const frozen = screen.getByRole('table', { name: 'Vendas do extrato' });
    expect(within(frozen).getByRole('link', { name: 'NF-1' }).getAttribute('href')).toBe('/admin/extratos/editar/s1');
    const changed = within(frozen).getByRole('link', { name: 'NF-2' }).closest('tr');
    expect(text(changed)).toContain('Alterada');
    expect(text(changed)).toContain('CANCELADA');
    const missing = screen.getByRole('table', { name: 'Vendas fora do extrato' });
    expect(within(missing).getByRole('link', { name: 'Venda s3' }).getAttribute('href')).toBe(
      '/admin/extratos/editar/s3',
    );
    expect(screen.getByText(/Extrato processado: 2 vendas/)).toBeTruthy();
    // The concierge reads statements, not bills: no way to the bills screen.
    expect(screen.queryByRole('link', { name: 'Ver boletos' })).toBeNull();
  });

  it('says the difference of a billed month goes onto the next statement (issue 41, point 2)', async () => {
    mount({ body: { data: DETAIL } });
    const note = await screen.findByRole('note', { name: 'Divergência' });
    expect(text(note)).toContain(
      'O boleto deste mês não é reaberto: a diferença de -R$ 1,25, irá para o próximo extrato processado da loja',
    );
    expect(text(note)).toContain('um administrador pode cancelar o boleto (ainda não pago) e reprocessar o extrato');
    expect(text(screen.getByRole('table', { name: 'Vendas fora do extrato' }).closest('section'))).toContain(
      'entram como ajuste no próximo extrato da loja',
    );
  });

  it('reads "ajustada no extrato de" once taken, and shows the lines a statement carries adding up to its amount due', async () => {
    const taken = extractDetailRecord({
      ...DETAIL,
      status: 'paid',
      bill: { id: 'b1', status: 'QUITADO', dueDate: '2026-11-16', overdue: false },
      carriedIn: [{ extractId: 'e9', month: 11, year: 2026, kind: 'sales', totalSales: -50, amount: -1.25 }],
      divergence: {
        ...DETAIL.divergence!,
        adjusted: { totalSales: -50, amountDue: -1.25 },
        pending: { totalSales: 0, amountDue: 0, changedSales: 0 },
        settlement: 'settled',
        reopenable: false,
      },
    });
    mount({ body: { data: taken } });
    const note = await screen.findByRole('note', { name: 'Divergência ajustada' });
    expect(text(note)).toContain('Divergência ajustada no extrato de 11/2026');
    expect(text(note)).toContain('Diferença de -R$ 1,25 ajustada no extrato de 11/2026.');
    expect(within(note).getByRole('link', { name: '11/2026' }).getAttribute('href')).toBe(
      '/admin/extratos/financeiro/e9',
    );
    expect(text(note)).not.toContain('próximo extrato');
    cleanup();

    const next = extractDetailRecord({
      id: 'e9',
      month: 11,
      salesCount: 1,
      totalSales: 1000,
      feeAmount: 25,
      adjustments: 50,
      amountDue: 75,
      adjustmentLines: [
        {
          id: 'l1',
          kind: 'sales',
          source: { extractId: 'e1', month: 10, year: 2026 },
          totalSales: 2000,
          amount: 50,
          sales: [
            {
              saleId: 's7',
              invoiceNumber: 'NF-7',
              saleDate: '2026-10-20',
              client: { name: 'Dora' },
              before: null,
              after: 2000,
            },
          ],
        },
      ],
    });
    mount({ body: { data: next } });
    const section = (await screen.findByRole('heading', { name: 'Ajustes de meses anteriores' })).closest('section')!;
    expect(text(section)).toContain('Ajuste de 10/2026: vendas alteradas depois do boleto (total +R$ 2.000,00)');
    expect(text(within(section).getByTestId('adjustment-amount'))).toBe('+R$ 50,00');
    const row = within(section).getByRole('link', { name: 'NF-7' }).closest('tr');
    expect(text(row)).toContain('Fora do extrato');
    expect(text(row)).toContain('R$ 2.000,00');
    expect(text(within(section).getByTestId('adjustments-sum'))).toBe(
      'Taxa do mês R$ 25,00 + ajustes R$ 50,00 = valor devido R$ 75,00',
    );
    expect(text(screen.getByText('Taxa do mês').parentElement)).toContain('R$ 25,00');
  });

  it('says "Extrato não encontrado" with the way back on a 404', async () => {
    mount({ status: 404, body: { message: 'Extrato não encontrado' } });
    expect(await screen.findByText('Extrato não encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Voltar para extratos/ }).getAttribute('href')).toBe(
      '/admin/extratos/financeiro',
    );
  });
});
