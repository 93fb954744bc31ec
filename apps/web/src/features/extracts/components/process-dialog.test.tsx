import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractRecord, fakeApi } from '../../../testing/money-records';
import { storeRecord } from '../../../testing/records';
import { PROCESS_FALLBACK, PROCESS_REQUIRED, ProcessDialog, previousMonth } from './process-dialog';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const STORES = [
  storeRecord({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', tradeName: 'Casa Aurora' }),
  storeRecord({ id: '1f8fad5b-d9cb-469f-a165-70867728950e', tradeName: 'Bela Luz' }),
  storeRecord({ id: '2f8fad5b-d9cb-469f-a165-70867728950e', tradeName: 'Vila Verde', active: false }),
];

function mount(process: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/stores': () => ({ body: { data: STORES, total: STORES.length } }),
    'POST /api/extracts/process': process,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const onClose = vi.fn();
  const onProcessed = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProcessDialog open onClose={onClose} onProcessed={onProcessed} />
    </QueryClientProvider>,
  );
  return { api, onClose, onProcessed };
}

const text = (el: Element | null) => el?.textContent ?? '';
const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('the process dialog', () => {
  it('processes every store that sold by default: no store list, no zero statement (issue 41, point 9)', async () => {
    const { api, onProcessed } = mount(() => ({ body: { message: 'ok', data: [] } }));
    const dialog = await screen.findByRole('dialog', { name: 'Processar extrato' });
    const all = within(dialog).getByRole('radio', { name: 'Todas as lojas com vendas no mês' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect(text(document.getElementById(all.getAttribute('aria-describedby') ?? ''))).toContain(
      'Lojas sem venda aprovada no mês ficam sem extrato',
    );
    expect(within(dialog).queryByRole('checkbox', { name: /Selecionar todas/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    const last = previousMonth();
    expect(posts(api)[0]?.body).toEqual({ allStores: true, month: last.month, year: last.year });
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(last));
  });

  it('starts on last month and asks for at least one store, a month and a year before sending', async () => {
    const { api } = mount(() => ({ body: { message: 'ok', data: [] } }));
    const dialog = await screen.findByRole('dialog', { name: 'Processar extrato' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Escolher lojas' }));
    await within(dialog).findByText('Casa Aurora');
    const last = previousMonth();
    expect((within(dialog).getByLabelText(/^Mês/) as HTMLSelectElement).value).toBe(String(last.month));
    expect((within(dialog).getByLabelText(/^Ano/) as HTMLSelectElement).value).toBe(String(last.year));
    fireEvent.change(within(dialog).getByLabelText(/^Mês/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    expect(within(dialog).getByText('Selecione pelo menos uma loja')).toBeTruthy();
    expect(within(dialog).getByText('Informe o mês')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Mês/).getAttribute('aria-invalid')).toBe('true');
    expect(toastError).toHaveBeenCalledWith(PROCESS_REQUIRED, { toastId: 'process-required' });
    expect(posts(api)).toHaveLength(0);
  });

  it('"Selecionar todas" picks every store shown (the filtered ones when filtered), inactive ones marked', async () => {
    const { api, onProcessed, onClose } = mount(() => ({
      body: { message: 'Extratos processados com sucesso', data: [extractRecord({ id: 'e1' })] },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Processar extrato' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Escolher lojas' }));
    await within(dialog).findByText('Casa Aurora');
    expect(within(dialog).getByText('(inativa)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Filtrar lojas'), { target: { value: 'luz' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Selecionar todas (1)' }));
    fireEvent.change(within(dialog).getByLabelText('Filtrar lojas'), { target: { value: '' } });
    expect(within(dialog).getByText('(1 selecionadas)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Selecionar todas (3)' }));
    expect(within(dialog).getByText('(3 selecionadas)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Mês/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ano/), { target: { value: String(previousMonth().year) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(api)[0]?.body).toEqual({
      storeIds: [STORES[1]?.id, STORES[0]?.id, STORES[2]?.id],
      month: 4,
      year: previousMonth().year,
    });
    expect(onProcessed).toHaveBeenCalledWith({ month: 4, year: previousMonth().year });
  });

  it('lists every refusal of the server in the dialog, and the SPEC fallback when it says nothing', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        message: [
          'O extrato de Casa Aurora de 10/2026 já tem boleto',
          'O extrato de Bela Luz de 10/2026 já tem boleto',
        ],
      },
    };
    const { onClose } = mount(() => answer);
    const dialog = await screen.findByRole('dialog', { name: 'Processar extrato' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Escolher lojas' }));
    await within(dialog).findByText('Casa Aurora');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Selecionar todas (3)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['O extrato de Casa Aurora de 10/2026 já tem boleto', 'O extrato de Bela Luz de 10/2026 já tem boleto']);
    answer = { status: 500, body: {} };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(PROCESS_FALLBACK));
    expect(toastError).toHaveBeenLastCalledWith(PROCESS_FALLBACK, { toastId: 'process-failed' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
