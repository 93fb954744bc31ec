import { type Role, todayIn } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billRecord, extractRecord, fakeApi } from '../../../testing/money-records';
import { storeRecord } from '../../../testing/records';
import { previousMonth } from '../components/process-dialog';
import { FinancialStatementPage } from './financial-statement-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const OWN_STORE = '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10';
let role: Role = 'DEDPREMIUM';
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: {
      token: 't',
      id: 'u1',
      name: 'Pessoa',
      role,
      storeId: role === 'LOJISTA' ? OWN_STORE : null,
      store: role === 'LOJISTA' ? { id: OWN_STORE, tradeName: 'Casa Aurora' } : null,
    },
  }),
}));

const AURORA = extractRecord({ id: 'e1', tradeName: 'Casa Aurora', totalSales: 1234.5, amountDue: 30.86 });
const BELA = extractRecord({
  id: 'e2',
  tradeName: 'Bela Luz',
  amountDue: 12.5,
  divergence: {
    currentTotalSales: 650,
    currentAmountDue: 16.25,
    difference: 150,
    amountDueDifference: 3.75,
    changedSales: 1,
    adjusted: null,
    pending: { totalSales: 150, amountDue: 3.75, changedSales: 1 },
    settlement: 'reprocess',
    reopenable: false,
  },
});
const BILLED = extractRecord({
  id: 'e3',
  tradeName: 'Vila Verde',
  status: 'due',
  bill: { id: 'b3', status: 'ABERTO', dueDate: '2026-11-16', overdue: false },
});

/** What a reader sees (Intl writes R$ with a non-breaking space). */
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function mount(routes: Parameters<typeof fakeApi>[0] = {}, path = '/admin/extratos/financeiro') {
  const api = fakeApi({
    'GET /api/extracts': () => ({ body: { data: [AURORA, BELA, BILLED], total: 3, totalValue: 4321.09 } }),
    'GET /api/stores': () => ({ body: { data: [], total: 0 } }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/extratos/financeiro"
            element={
              <>
                <FinancialStatementPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  role = 'DEDPREMIUM';
});

describe('the financial statement screen', () => {
  it('shows the SPEC columns, the divergence with its difference and the filters’ total in the footer', async () => {
    mount();
    const table = await screen.findByRole('table', { name: 'Extratos financeiros' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => text(h));
    expect(headers.slice(1, 7)).toEqual([
      'Loja',
      'Mês/Ano',
      'Total de vendas',
      'Taxa adm.',
      'Valor devido',
      'Situação',
    ]);
    const aurora = within(table).getByRole('link', { name: 'Casa Aurora' }).closest('tr') as HTMLElement;
    expect(text(aurora)).toContain('10/2026');
    expect(text(aurora)).toContain('R$ 1.234,50');
    expect(text(aurora)).toContain('2,50%');
    expect(text(aurora)).toContain('R$ 30,86');
    expect(text(aurora)).toContain('NÃO GERADO');
    expect(text(screen.getByTestId('divergence'))).toBe('Divergência: vendas +R$ 150,00, valor devido +R$ 3,75');
    expect(screen.queryByText(/inclui ajustes/)).toBeNull();
    // totalValue sums every match, not only the rows of this page.
    expect(text(screen.getByTestId('total-value'))).toBe('Valor total: R$ 4.321,09');
  });

  it('keeps the filters in the address and sends them; a month fills the year', async () => {
    const api = mount({}, '/admin/extratos/financeiro?status=overdue');
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    const status = screen.getByLabelText('Situação') as HTMLSelectElement;
    expect(status.value).toBe('overdue');
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'Todas',
      'NÃO GERADO',
      'QUITADO',
      'AGUARDANDO REGISTRO',
      'A VENCER',
      'VENCIDO',
    ]);
    fireEvent.change(screen.getByLabelText('Mês'), { target: { value: '3' } });
    // The mall's year, in São Paulo (on New Year's Eve evening, UTC is a year ahead).
    const year = todayIn().slice(0, 4);
    await waitFor(() => expect(text(screen.getByTestId('address'))).toBe(`?status=overdue&month=3&year=${year}`));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.url.pathname === '/api/extracts').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
        page: '1',
        limit: '10',
        status: 'overdue',
        month: '3',
        year,
      });
    });
    // Zero statements are hidden unless asked for (issue 41, point 9): the choice is kept in the address.
    const zero = screen.getByRole('checkbox', { name: 'Mostrar extratos zerados' }) as HTMLInputElement;
    expect(zero.checked).toBe(false);
    fireEvent.click(zero);
    await waitFor(() => expect(text(screen.getByTestId('address'))).toContain('zero=true'));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.url.pathname === '/api/extracts').at(-1);
      expect(last?.url.searchParams.get('includeZero')).toBe('true');
    });
    expect((screen.getByRole('checkbox', { name: 'Mostrar extratos zerados' }) as HTMLInputElement).checked).toBe(true);
  });

  it('selects the page’s rows and generates bills, showing what was generated and what was skipped and why', async () => {
    const api = mount({
      'POST /api/bills': () => ({
        status: 201,
        body: {
          message: 'Boletos gerados',
          data: [billRecord({ extractId: 'e1', tradeName: 'Casa Aurora', amountDue: 30.86, dueDate: '2026-11-16' })],
          skipped: [
            { extractId: 'e2', reason: 'Motivo sem a loja' },
            { extractId: 'e3', reason: 'O extrato de Vila Verde de 10/2026 já tem boleto' },
          ],
        },
      }),
    });
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    const generate = screen.getByRole('button', { name: /Gerar boletos/ });
    expect(generate).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos os extratos da página' }));
    expect(screen.getByText('3 extratos selecionados')).toBeTruthy();
    fireEvent.click(generate);
    const confirm = await screen.findByRole('dialog', { name: 'Gerar boletos' });
    // A statement with a divergence is billed on its frozen figures (the bills API): the confirmation says so.
    expect(text(within(confirm).getByTestId('diverging-warning'))).toBe(
      'O extrato Bela Luz (10/2026) tem divergência e será cobrado pelos valores do processamento: reprocesse antes para cobrar os atuais.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar boletos' }));
    const result = await screen.findByRole('dialog', { name: 'Boletos gerados' });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ extractIds: ['e1', 'e2', 'e3'] });
    expect(text(result)).toContain('1 boleto gerado');
    expect(text(result)).toContain('Casa Aurora (10/2026): R$ 30,86, vencimento 16/11/2026');
    expect(text(result)).toContain('2 extratos sem boleto');
    expect(within(result).getAllByRole('listitem').map(text)).toEqual([
      'Casa Aurora (10/2026): R$ 30,86, vencimento 16/11/2026',
      'Bela Luz (10/2026): Motivo sem a loja',
      'O extrato de Vila Verde de 10/2026 já tem boleto',
    ]);
  });

  it('deletes only the selected statements without a bill, naming the billed ones it leaves', async () => {
    const api = mount({ 'DELETE /api/extracts': () => ({ body: { message: 'Extrato excluído com sucesso' } }) });
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar extrato Casa Aurora 10/2026' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar extrato Vila Verde 10/2026' }));
    fireEvent.click(screen.getByRole('button', { name: /Deletar extratos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar extratos' });
    expect(text(dialog)).toContain('Vila Verde (10/2026)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deletar 1 extrato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ extractIds: ['e1'] });
  });

  it('after processing, shows the month processed', async () => {
    const store = storeRecord({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', tradeName: 'Casa Aurora' });
    const api = mount({
      'GET /api/stores': () => ({ body: { data: [store], total: 1 } }),
      'POST /api/extracts/process': () => ({ body: { message: 'Extrato processado com sucesso', data: [AURORA] } }),
    });
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    fireEvent.click(screen.getByRole('button', { name: /Processar extrato/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Processar extrato' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Escolher lojas' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casa Aurora' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { month, year } = previousMonth();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ storeIds: [store.id], month, year });
    await waitFor(() => expect(text(screen.getByTestId('address'))).toBe(`?month=${month}&year=${year}`));
  });

  it('shows the SPEC fallback when a delete is refused without a message', async () => {
    mount({ 'DELETE /api/extracts': () => ({ status: 500, body: {} }) });
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar extrato Casa Aurora 10/2026' }));
    fireEvent.click(screen.getByRole('button', { name: /Deletar extratos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar extratos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deletar 1 extrato' }));
    expect(text(await within(dialog).findByRole('alert'))).toBe('Erro ao deletar extratos');
  });

  it.each(['LOJISTA', 'CONCIERGE'] as const)('%s reads the statements only: no checkboxes nor actions', async (r) => {
    role = r;
    const api = mount();
    await screen.findByRole('table', { name: 'Extratos financeiros' });
    expect(screen.queryAllByRole('checkbox', { name: /Selecionar/ })).toHaveLength(0);
    for (const name of [/Processar extrato/, /Deletar extratos/, /Gerar boletos/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver extrato Casa Aurora 10/2026' }).getAttribute('href')).toBe(
      '/admin/extratos/financeiro/e1',
    );
    const storeFilter = screen.getByLabelText('Loja') as HTMLSelectElement | HTMLInputElement;
    if (r === 'LOJISTA') {
      expect(storeFilter.disabled).toBe(true);
      expect(api.calls[0]?.url.searchParams.get('storeId')).toBe(OWN_STORE);
    } else {
      expect(storeFilter.disabled).toBe(false);
    }
  });
});
