import type { Role } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billRecord, fakeApi } from '../../../testing/money-records';
import { todayInSaoPaulo } from '../components/bill-dialog';
import { BillsPage } from './bills-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const saveFile = vi.fn();
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  saveFile: (file: unknown) => saveFile(file),
}));

/** The address the screen keeps its state in, for the assertions. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

let role: Role = 'DEDPREMIUM';
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: {
      token: 't',
      id: 'u1',
      name: 'Pessoa',
      role,
      storeId: role === 'LOJISTA' ? 's1' : null,
      store: role === 'LOJISTA' ? { id: 's1', tradeName: 'Casa Aurora' } : null,
    },
  }),
}));

const PIX =
  '00020126360014BR.GOV.BCB.PIX0114+5511999999999520400005303986540530.865802BR5925SHOPPING6009SAO PAULO62070503***6304ABCD';
const OPEN = billRecord({
  extractId: 'e1',
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  tradeName: 'Casa Aurora',
  amountDue: 30.86,
  overdue: true,
  pixCopyPaste: PIX,
  sentAt: '2026-11-07T13:30:00.000Z',
});
const PAID = billRecord({ extractId: 'e2', tradeName: 'Bela Luz', status: 'QUITADO', paidAt: '2026-11-10' });
const NONE = billRecord({ extractId: 'e3', id: null, tradeName: 'Vila Verde', status: 'NÃO GERADO', dueDate: null });

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

function mount(rows = [OPEN, PAID, NONE], address = '/admin/lojas/boletos?year=2026') {
  const api = fakeApi({
    'GET /api/bills/export': () => ({ body: 'Loja;Mês' }),
    'GET /api/bills': () => ({ body: { data: rows, total: rows.length } }),
    'PATCH /api/bills/:id': ({ body }) => ({
      body: { message: 'Boleto quitado', data: { ...OPEN, status: 'QUITADO', ...(body as object) } },
    }),
    'POST /api/bills/:id/send': () => ({ body: { message: 'Boleto enviado', data: OPEN } }),
    'POST /api/bills/send-month': () => ({
      body: {
        message: '1 boleto de 11/2026 enviado por e-mail',
        queued: 1,
        emails: 2,
        skipped: [
          { billId: 'b2', storeName: 'Vila Verde', reason: 'A loja não tem e-mail para notas fiscais cadastrado' },
        ],
      },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <BillsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  role = 'DEDPREMIUM';
});

describe('the bills screen', () => {
  it('shows the SPEC columns, an overdue open bill marked "Vencido", the payment date and when it was sent', async () => {
    const api = mount();
    const table = await screen.findByRole('table', { name: 'Boletos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Loja', 'Mês', 'Valor', 'Taxa', 'Vencimento', 'Pagamento', 'Erro', 'Situação', 'Ações']);
    const open = within(table).getByText('Casa Aurora').closest('tr');
    expect(text(open)).toContain('R$ 30,86');
    expect(text(open)).toContain('16/11/2026');
    expect(text(open)).toContain('ABERTOVencido');
    expect(text(open)).toContain('Enviado em 07/11/2026, 10:30');
    expect(text(within(table).getByText('Bela Luz').closest('tr'))).toContain('10/11/2026');
    // A statement without a bill leads to the statement, not to a PDF.
    expect(screen.getByRole('link', { name: 'Ver extrato Vila Verde 10/2026' }).getAttribute('href')).toBe(
      '/admin/extratos/financeiro/e3',
    );
    expect(screen.queryByRole('button', { name: 'Baixar PDF do boleto Vila Verde 10/2026' })).toBeNull();
    expect(api.calls[0]?.url.searchParams.get('year')).toBe('2026');
    // A month needs a year; choosing the year alone filled nothing else.
    expect(api.calls[0]?.url.searchParams.get('month')).toBeNull();
    // The rows of zero statements are hidden unless asked for (issue 41, point 9).
    expect(api.calls[0]?.url.searchParams.get('includeZero')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar extratos zerados' }));
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('includeZero')).toBe('true'));
  });

  it('shows the PIX copia e cola with its QR in the bill, and marks it paid with the payment date', async () => {
    const api = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver boleto Casa Aurora 10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleto' });
    expect((within(dialog).getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(PIX);
    expect(within(dialog).getByRole('img', { name: 'QR Code PIX do boleto de Casa Aurora' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Copiar código PIX/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Marcar como pago/ }));
    const paid = await screen.findByRole('dialog', { name: 'Marcar como pago' });
    const date = within(paid).getByLabelText(/Data do pagamento/) as HTMLInputElement;
    expect(date.value).toBe(todayInSaoPaulo());
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(paid).getByRole('button', { name: 'Salvar' }));
    expect(within(paid).getByText('Informe a data do pagamento')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-11-10' } });
    fireEvent.click(within(paid).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/bills/${OPEN.id}`);
    expect(patch?.body).toEqual({ paidAt: '2026-11-10' });
  });

  it('offers each bill only what the bills API allows it', async () => {
    mount([
      OPEN,
      PAID,
      billRecord({
        extractId: 'e4',
        id: '2f8fad5b-d9cb-469f-a165-70867728950e',
        tradeName: 'Lar Novo',
        status: 'AGUARDANDO',
      }),
    ]);
    const actionsOf = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Ver boleto ${name} 10/2026` }));
      const dialog = await screen.findByRole('dialog', { name: 'Boleto' });
      const names = within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim())
        .filter((n) => n && n !== 'Baixar PDF');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return names;
    };
    expect(await actionsOf('Casa Aurora')).toEqual([
      'Copiar código PIX',
      'Enviar por email',
      'Marcar como pago',
      'Registrar erro',
      'Cancelar boleto',
    ]);
    // Awaiting registration: neither sent nor paid yet.
    expect(await actionsOf('Lar Novo')).toEqual(['Registrar erro', 'Cancelar boleto']);
    // Paid: only its error may still be recorded or cleared.
    expect(await actionsOf('Bela Luz')).toEqual(['Registrar erro']);
  });

  it('refuses a payment dated before the bill was generated, sending nothing', async () => {
    const api = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver boleto Casa Aurora 10/2026' }));
    fireEvent.click(await screen.findByRole('button', { name: /Marcar como pago/ }));
    const paid = await screen.findByRole('dialog', { name: 'Marcar como pago' });
    fireEvent.change(within(paid).getByLabelText(/Data do pagamento/), { target: { value: '2026-11-05' } });
    fireEvent.click(within(paid).getByRole('button', { name: 'Salvar' }));
    expect(
      within(paid).getByText('A data do pagamento não pode ser anterior à geração do boleto (06/11/2026)'),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends a bill by e-mail from its row', async () => {
    const api = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar por email o boleto Casa Aurora 10/2026' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.url.pathname).toBe(`/api/bills/${OPEN.id}/send`);
    // A paid bill is not sent again.
    expect(screen.getByRole('button', { name: 'Enviar por email o boleto Bela Luz 10/2026' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('LOJISTA sees its bills and downloads PDFs, with none of the administrators’ actions', async () => {
    role = 'LOJISTA';
    mount();
    await screen.findByRole('table', { name: 'Boletos' });
    expect(screen.getByRole('button', { name: 'Baixar PDF do boleto Casa Aurora 10/2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enviar por email/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver boleto Casa Aurora 10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleto' });
    expect(within(dialog).getByRole('button', { name: /Baixar PDF/ })).toBeTruthy();
    // The sales behind the bill are on its statement's page.
    expect(
      within(dialog)
        .getByRole('link', { name: /Ver extrato e vendas/ })
        .getAttribute('href'),
    ).toBe('/admin/extratos/financeiro/e1');
    for (const name of [/Enviar por email/, /Marcar como pago/, /Registrar erro/, /Cancelar boleto/])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
  });

  it('sends the open bills of the chosen month after a confirmation, and says what was left out', async () => {
    const api = mount([OPEN, PAID, NONE], '/admin/lojas/boletos?year=2026&month=11');
    await screen.findByRole('table', { name: 'Boletos' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar boletos de 11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar boletos de 11/2026?' });
    expect(dialog.textContent).toContain('Boletos já enviados não são enviados de novo.');
    // Nothing is sent before the confirmation.
    expect(api.calls.some((c) => c.url.pathname === '/api/bills/send-month')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar boletos' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/bills/send-month')).toBe(true));
    expect(api.calls.find((c) => c.url.pathname === '/api/bills/send-month')?.body).toEqual({ month: 11, year: 2026 });
    // The export's progress is a status too: the sending's is the one that says what was sent.
    const status = await waitFor(() => {
      const found = screen.getAllByRole('status').find((s) => s.textContent?.includes('enviado por e-mail'));
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(status.textContent).toContain('1 boleto de 11/2026 enviado por e-mail');
    expect(within(status).getByRole('list', { name: 'Boletos não enviados' }).textContent).toContain(
      'Vila Verde: A loja não tem e-mail para notas fiscais cadastrado',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a month before sending a month, and offers it only to who manages bills', async () => {
    mount();
    await screen.findByRole('table', { name: 'Boletos' });
    const button = screen.getByRole('button', { name: 'Enviar boletos do mês' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Escolha o mês e o ano nos filtros para enviar os boletos do mês.')).toBeTruthy();
  });

  it('has no month sending for a store owner', async () => {
    role = 'LOJISTA';
    mount([OPEN], '/admin/lojas/boletos?year=2026&month=11');
    await screen.findByRole('table', { name: 'Boletos' });
    expect(screen.queryByRole('button', { name: /Enviar boletos/ })).toBeNull();
  });

  it('sorts by a column header: aria-sort, the sort in the address and the query, the other way on the next press', async () => {
    const api = mount(undefined, '/admin/lojas/boletos?year=2026&page=2');
    const table = await screen.findByRole('table', { name: 'Boletos' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Valor').getAttribute('aria-sort')).toBe('none');
    // A column the list does not sort by has no button and no aria-sort.
    expect(header('Taxa').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Taxa')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Valor')).getByRole('button', { name: 'Valor' }));
    await waitFor(() => expect(header('Valor').getAttribute('aria-sort')).toBe('ascending'));
    // Back to the first page, the sort kept beside the filters.
    expect(screen.getByTestId('address').textContent).toBe('?year=2026&sort=amount&order=asc');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('sort')).toBe('amount'));
    expect(api.calls.at(-1)?.url.searchParams.get('order')).toBe('asc');
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('1');

    fireEvent.click(within(header('Valor')).getByRole('button', { name: 'Valor' }));
    await waitFor(() => expect(header('Valor').getAttribute('aria-sort')).toBe('descending'));
    expect(screen.getByTestId('address').textContent).toBe('?year=2026&sort=amount&order=desc');
    expect(header('Loja').getAttribute('aria-sort')).toBe('none');
  });

  it('opens sorted from the address, and exports with the same filters and sort', async () => {
    const api = mount(undefined, '/admin/lojas/boletos?year=2026&sort=due&order=desc');
    const table = await screen.findByRole('table', { name: 'Boletos' });
    expect(within(table).getByRole('columnheader', { name: 'Vencimento' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(api.calls[0]?.url.searchParams.get('sort')).toBe('due');

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const exported = api.calls.find((c) => c.url.pathname === '/api/bills/export')!;
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({
      year: '2026',
      sort: 'due',
      order: 'desc',
      format: 'csv',
    });
  });
});
