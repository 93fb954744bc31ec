import type { Dashboard } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { ageText, DashboardPage } from './dashboard-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const NOW = Date.parse('2026-11-27T15:00:00Z');
const days = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
  return { day, count: i, approvedCount: Math.floor(i / 2), approvedValue: i * 10.5 };
});

const ADMIN: Dashboard = {
  role: 'DEDPREMIUM',
  today: '2026-11-27',
  totals: { users: 1234, stores: 21, campaigns: 3 },
  campaign: { id: 'c1', name: 'Natal Decor', endDate: '2026-12-31', daysLeft: 34 },
  review: { pending: 12, overdue: 3, oldestCreatedAt: new Date(NOW - 5 * 86_400_000).toISOString(), limitHours: 72 },
  purchases: {
    today: { count: 29, approvedCount: 14, approvedValue: 304.5, pending: 10 },
    month: { count: 400, approvedCount: 250, approvedValue: 123456.78, pending: 90 },
  },
  vouchers: { toHandOver: 7 },
  newClients: { month: 58 },
  daily: days,
  store: null,
};

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

function mount(answer: Dashboard | { status: number }) {
  const api = fakeApi({
    'GET /api/dashboard': () => ('role' in answer ? { body: { data: answer } } : { status: answer.status, body: {} }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const link = (name: RegExp) => screen.getByRole('link', { name });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it("shows the administrators' figures, each a link to the list behind it", async () => {
    mount(ADMIN);
    await screen.findByRole('heading', { name: 'Cadastros' });
    expect(link(/^Usuários/).getAttribute('href')).toBe('/admin/usuarios');
    expect(text(link(/^Usuários/))).toContain('1.234');
    expect(link(/^Lojas/).getAttribute('href')).toBe('/admin/lojas');
    expect(link(/^Campanhas/).getAttribute('href')).toBe('/admin/campanhas');
    expect(text(link(/Campanha ativa: Natal Decor/))).toContain('34 dias restantes');
    const queue = link(/Compras aguardando validação/);
    expect(queue.getAttribute('href')).toBe('/admin/extratos/pontuacao?status=pending');
    expect(text(queue)).toContain('3 fora do prazo · a mais antiga');
    expect(link(/Vouchers a entregar/).getAttribute('href')).toBe('/admin/resgates?status=A_ENTREGAR');
    const month = link(/Compras em Novembro de 2026/);
    expect(month.getAttribute('href')).toBe('/admin/extratos/pontuacao?month=11&year=2026');
    expect(text(month)).toContain('250 aprovadas: R$ 123.456,78');
    const today = link(/Compras de hoje/);
    expect(text(today)).toContain('14 aprovadas: R$ 304,50');
    // Today's purchases, not the month's (issue 41, point 15a).
    expect(today.getAttribute('href')).toBe('/admin/extratos/pontuacao?day=2026-11-27');
    expect(text(link(/Novos clientes no mês/))).toContain('58');
  });

  it("gives the chart's figures as a table too", async () => {
    mount(ADMIN);
    fireEvent.click(await screen.findByText('Ver os dados do gráfico em tabela'));
    const table = screen.getByRole('table', { name: 'Compras por dia nos últimos 30 dias' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)?.textContent?.replace(/\u00a0/g, ' ')).toBe('27/11/20262914R$ 304,50');
  });

  it("gives the concierge its two queues, and a store owner its store's month, statement and bill", async () => {
    mount({
      ...ADMIN,
      role: 'CONCIERGE',
      totals: null,
      purchases: null,
      newClients: null,
      daily: null,
      review: { pending: 0, overdue: 0, oldestCreatedAt: null, limitHours: 72 },
    });
    expect(text(await screen.findByRole('link', { name: /Compras aguardando validação/ }))).toContain(
      'Nenhuma compra na fila',
    );
    expect(link(/Vouchers a entregar/).getAttribute('href')).toBe('/admin/resgates?status=A_ENTREGAR');
    expect(screen.queryByRole('link', { name: /^Usuários/ })).toBeNull();
    expect(screen.queryByText(/Compras nos últimos 30 dias/)).toBeNull();
  });

  it("gives a store owner its store's month, last statement and bill", async () => {
    mount({
      ...ADMIN,
      role: 'LOJISTA',
      totals: null,
      campaign: null,
      vouchers: null,
      newClients: null,
      daily: null,
      store: {
        id: 's1',
        tradeName: 'Casa Aurora',
        lastStatement: { id: 'e1', month: 10, year: 2026, totalSales: 1000, amountDue: 25, status: 'due' },
        lastBill: {
          id: 'b1',
          month: 10,
          year: 2026,
          amountDue: 25,
          dueDate: '2026-11-10',
          status: 'ABERTO',
          overdue: true,
        },
      },
    });
    expect(await screen.findByText('Casa Aurora')).toBeTruthy();
    expect(link(/Valor aprovado no mês/).getAttribute('href')).toBe(
      '/admin/extratos/pontuacao?month=11&year=2026&status=approved',
    );
    const statement = link(/Último extrato: Outubro de 2026/);
    expect(statement.getAttribute('href')).toBe('/admin/extratos/financeiro/e1');
    expect(text(statement)).toContain('R$ 25,00');
    const bill = link(/Último boleto: Outubro de 2026/);
    expect(text(bill)).toContain('Vencido · vencimento 10/11/2026');
  });

  it('offers to try again when the dashboard cannot be read', async () => {
    mount({ status: 500 });
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('says how long the oldest purchase has waited', () => {
    expect(ageText(new Date(NOW - 30 * 60_000).toISOString(), NOW)).toBe('há menos de 1 hora');
    expect(ageText(new Date(NOW - 3_600_000).toISOString(), NOW)).toBe('há 1 hora');
    expect(ageText(new Date(NOW - 47 * 3_600_000).toISOString(), NOW)).toBe('há 47 horas');
    expect(ageText(new Date(NOW - 80 * 3_600_000).toISOString(), NOW)).toBe('há 3 dias');
  });
});
