import type { Sale } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { CAMPAIGN, saleRecord } from '../testing/records';
import { MyPointsPage } from './my-points-page';

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const CONTESTED_OK = 'Contestação enviada: a compra voltou para análise';
const TOO_SHORT = 'Escreva o motivo da contestação (pelo menos 10 caracteres)';
const ONCE = 'Esta compra já foi contestada uma vez: a nova decisão é final';
const MESSAGE = 'A nota está nítida e o CNPJ é da loja: confiram de novo, por favor.';

let sales: Sale[];
let contestAnswer: (id: string, message: string) => { status?: number; body: unknown };

function seed() {
  sales = [
    saleRecord({
      id: 'rejected',
      status: 'rejected',
      rejectionReason: 'Comprovante ilegível',
      store: { tradeName: 'Casa Bela', cnpj: '11222333000181' },
      saleDate: '2026-11-03',
      contestDeadline: '2099-12-10T02:59:59.999Z',
    }),
    saleRecord({
      id: 'too-late',
      status: 'rejected',
      rejectionReason: 'Loja errada',
      store: { tradeName: 'Luz Antiga', cnpj: '11222333000181' },
      contestDeadline: '2026-01-10T02:59:59.999Z',
    }),
    saleRecord({
      id: 'pending',
      store: { tradeName: 'Bela Luz', cnpj: '12ABC34501DE35' },
      reviewDeadline: '2026-11-14T02:59:00.000Z',
    }),
    saleRecord({
      id: 'contested',
      store: { tradeName: 'Vila Verde', cnpj: '11444777000161' },
      reviewDeadline: '2026-11-18T02:59:00.000Z',
      contestedAt: '2026-11-12T13:00:00.000Z',
      contestMessage: 'Comprei nesta loja, a nota está anexada.',
      rejectionReason: null,
    }),
    saleRecord({
      id: 'approved',
      status: 'approved',
      points: 2,
      store: { tradeName: 'Atelier Sol', cnpj: '11222333000181' },
    }),
  ];
  contestAnswer = (id, message) => {
    const sale = sales.find((s) => s.id === id)!;
    const contested: Sale = {
      ...sale,
      status: 'pending',
      rejectionReason: null,
      contestedAt: '2026-11-20T15:00:00.000Z',
      contestMessage: message,
      contestDeadline: null,
      reviewDeadline: '2026-11-26T02:59:00.000Z',
    };
    sales = sales.map((s) => (s.id === id ? contested : s));
    return { body: { message: CONTESTED_OK, data: contested } };
  };
}

function mount() {
  const api = fakeApi({
    'GET /api/sales/my-sales': () => ({ body: { data: { sales, total: sales.length, totalPoints: 2 } } }),
    'GET /api/campaigns/active': () => ({ body: { data: CAMPAIGN } }),
    'POST /api/sales/:id/contest': ({ url, body }) =>
      contestAnswer(url.pathname.split('/')[3] ?? '', (body as { message: string }).message),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/meus-pontos']}>
        <MyPointsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';
const rowOf = async (store: string) => (await screen.findByText(store, { selector: 'td' })).closest('tr')!;
const contestCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST');

async function openContest() {
  const row = await rowOf('Casa Bela');
  const button = within(row).getByRole('button', { name: /^Contestar/ });
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Contestar compra' });
}

beforeEach(seed);
afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
  toastError.mockReset();
});

describe('/meus-pontos', () => {
  it('shows the reason, the review deadline and the contest, and "Contestar" only on a rejected purchase', async () => {
    mount();
    const rejected = await rowOf('Casa Bela');
    expect(text(rejected)).toContain('Motivo: Comprovante ilegível');
    expect(text(await rowOf('Bela Luz'))).toContain('Em análise até 13/11/2026 às 23:59');
    const contested = text(await rowOf('Vila Verde'));
    expect(contested).toContain('Contestada em 12/11');
    expect(contested).toContain('Sua mensagem: “Comprei nesta loja, a nota está anexada.”');
    expect(contested).toContain('Em análise até 17/11/2026 às 23:59');
    const buttons = screen.getAllByRole('button', { name: /^Contestar/ });
    expect(buttons).toHaveLength(1);
    expect(rejected.contains(buttons[0]!)).toBe(true);
    expect(buttons[0]?.textContent).toBe('Contestar a compra de Casa Bela de 03/11/2026');
    // Until when, beside the button, which it describes; after the deadline no button, and why.
    expect(text(rejected)).toContain('Você pode contestar até 09/12/2099');
    expect(buttons[0]?.getAttribute('aria-describedby')).toBe('contest-until-rejected');
    expect(text(document.getElementById('contest-until-rejected'))).toBe('Você pode contestar até 09/12/2099');
    const late = await rowOf('Luz Antiga');
    expect(text(late)).toContain('O prazo para contestar terminou em 09/01/2026');
    expect(text(late)).not.toContain('Você pode contestar');
  });

  it('explains how the points of a purchase were computed, in a disclosure', async () => {
    mount();
    const row = await rowOf('Atelier Sol');
    const details = row.querySelector('details')!;
    expect(text(details.querySelector('summary'))).toBe(
      'Ver cálculo dos pontos da compra de Atelier Sol de 10/11/2026',
    );
    expect(details.open).toBe(false);
    expect(text(details)).toContain('Padrão (1/1000): cada R$ 1.000,00 de valor líquido vale 1 ponto');
    expect(text(details)).toContain('2 pontos (R$ 2.500,00 ÷ R$ 1.000,00, arredondado para baixo)');
    expect(text(details)).toContain('soma os valores líquidos das compras aprovadas antes de converter');
  });

  it('contests a rejected purchase: the message is checked, sent, toasted, and the row reads contested', async () => {
    const api = mount();
    const dialog = await openContest();
    const box = within(dialog).getByLabelText(/^Por que a compra deve ser aprovada\?/) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(text(dialog)).toContain('Motivo da rejeição: Comprovante ilegível');
    expect(text(dialog)).toContain('a nova decisão é final');

    fireEvent.change(box, { target: { value: 'curto' } });
    expect(within(dialog).getByText('5 de 1000 caracteres')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    expect(await within(dialog).findByText(TOO_SHORT)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(contestCalls(api)).toHaveLength(0);

    fireEvent.change(box, { target: { value: `  ${MESSAGE}  ` } });
    expect(within(dialog).queryByText(TOO_SHORT)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    await waitFor(() => expect(contestCalls(api)).toHaveLength(1));
    expect(contestCalls(api)[0]?.url.pathname).toBe('/api/sales/rejected/contest');
    expect(contestCalls(api)[0]?.body).toEqual({ message: MESSAGE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith(CONTESTED_OK);
    const row = await rowOf('Casa Bela');
    await waitFor(() => expect(text(row)).toContain('Contestada em 20/11'));
    expect(text(row)).toContain('EM ANALISE');
    expect(text(row)).toContain(`Sua mensagem: “${MESSAGE}”`);
    expect(screen.queryByRole('button', { name: /^Contestar/ })).toBeNull();
    // The button is gone: focus lands on what replaced it.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-contested')).toBe('rejected'));
  });

  it("keeps the dialog open with the server's refusal: a 409 above, a 400 under the text", async () => {
    contestAnswer = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: ONCE } });
    mount();
    let dialog = await openContest();
    const box = within(dialog).getByLabelText(/^Por que a compra deve ser aprovada\?/);
    fireEvent.change(box, { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    expect(text(await within(dialog).findByTestId('server-errors'))).toBe(ONCE);
    expect(toastError).toHaveBeenCalledWith(ONCE, expect.anything());

    contestAnswer = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: TOO_SHORT } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    dialog = screen.getByRole('dialog', { name: 'Contestar compra' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(TOO_SHORT)).toBeTruthy();
    expect(within(dialog).queryByTestId('server-errors')).toBeNull();
  });

  it('closes the dialog with Escape, sending nothing, and gives the focus back to "Contestar"', async () => {
    const api = mount();
    const dialog = await openContest();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(contestCalls(api)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Contestar/));
  });

  it('on a phone, each card carries the same notes, "Contestar" and the disclosure', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    mount();
    const list = await screen.findByRole('list', { name: 'Minhas compras' });
    const cards = within(list).getAllByRole('listitem');
    const rejected = cards.find((c) => text(c).includes('Casa Bela'))!;
    expect(text(rejected)).toContain('Motivo: Comprovante ilegível');
    expect(within(rejected).getByRole('button', { name: /^Contestar/ })).toBeTruthy();
    expect(rejected.querySelector('details summary')).toBeTruthy();
    expect(text(cards.find((c) => text(c).includes('Vila Verde')))).toContain('Contestada em 12/11');
  });
});
