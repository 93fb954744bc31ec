import type { SaleSignal } from '@mall/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewQueueParams } from '../../../lib/resources/sales/keys';
import { fakeApi } from '../../../testing/money-records';
import { saleRecord } from '../../../testing/sale-record';
import { getSales } from '../api/get-sales';
import { mountStatement, OK, ROWS } from '../testing/statement-harness';
import { QueueFilters } from './queue-filters';
import { queueParams, signalsLabel } from './review-model';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: { token: 't', id: 'u1', name: 'Concierge', role: 'CONCIERGE', storeId: null, store: null },
  }),
}));
vi.mock('../../../lib/private-file', () => ({
  usePrivateFile: () => ({ file: null, isPending: false, isError: false }),
}));

afterEach(() => vi.unstubAllGlobals());

const SIGNALS: SaleSignal[] = [
  { code: 'reused', message: 'A mesma chave de acesso foi tentada por outras 2 contas' },
  { code: 'client_burst', message: '4 compras deste cliente nesta loja no mesmo dia' },
];
const FLAGGED = saleRecord({
  id: '0f8fad5b-d9cb-469f-a165-708677289599',
  signals: SIGNALS,
  client: { name: 'Fábio Falso', cpf: '52998224725' },
});
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('fraud signals in the review queue', () => {
  it('puts a "N sinais" badge beside the checks of a flagged purchase only', async () => {
    mountStatement(undefined, [FLAGGED, ...ROWS]);
    const badges = await screen.findAllByTestId('signals-summary');
    expect(badges).toHaveLength(1);
    const badge = badges[0]!.parentElement!;
    expect(text(badge)).toBe('Sinais de fraude: 2 sinais');
    expect(badge.getAttribute('data-tone')).toBe('red');
    // Beside the checks badge, in the customer's cell of the flagged row.
    const row = screen.getByRole('button', { name: 'Revisar compra de Fábio Falso' }).closest('tr')!;
    expect(within(row).getByTestId('checks-summary')).toBeTruthy();
    expect(within(row).getByTestId('signals-summary')).toBe(badges[0]);
    const clean = screen.getByRole('button', { name: `Revisar compra de ${OK.client.name}` }).closest('tr')!;
    expect(within(clean).queryByTestId('signals-summary')).toBeNull();
  });

  it('lists every signal with what it is about in the review panel', async () => {
    mountStatement(undefined, [FLAGGED, ...ROWS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar compra de Fábio Falso' }));
    const panel = await screen.findByRole('dialog', { name: 'Revisar compra' });
    const section = within(panel).getByRole('region', { name: 'Sinais de fraude' });
    const items = within(within(section).getByRole('list', { name: 'Sinais de fraude' })).getAllByRole('listitem');
    expect(items.map(text)).toEqual([
      'Tentativa em outra contaA mesma chave de acesso foi tentada por outras 2 contas',
      'Muitas compras do cliente no dia4 compras deste cliente nesta loja no mesmo dia',
    ]);
    expect(text(within(panel).getByTestId('signals-summary'))).toBe('2 sinais');
  });

  it('shows no signals section for a purchase without any', async () => {
    mountStatement(undefined, [FLAGGED, ...ROWS]);
    fireEvent.click(await screen.findByRole('button', { name: `Revisar compra de ${OK.client.name}` }));
    const panel = await screen.findByRole('dialog', { name: 'Revisar compra' });
    expect(within(panel).queryByRole('region', { name: 'Sinais de fraude' })).toBeNull();
    expect(within(panel).getByRole('region', { name: 'Verificações' })).toBeTruthy();
  });

  it('counts the signals in words', () => {
    expect(signalsLabel({ signals: undefined })).toBeNull();
    expect(signalsLabel({ signals: [] })).toBeNull();
    expect(signalsLabel({ signals: SIGNALS.slice(0, 1) })).toBe('1 sinal');
    expect(signalsLabel({ signals: SIGNALS })).toBe('2 sinais');
  });
});

describe('the "Sinais de fraude" filter', () => {
  const base: ReviewQueueParams = { checks: '', contested: '', late: '', sort: 'newest' };

  it('sits with the queue filters when the page keeps it, and changes it', () => {
    const onChange = vi.fn();
    render(<QueueFilters value={{ ...base, signals: '' }} onChange={onChange} />);
    const select = screen.getByLabelText('Sinais de fraude') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Todas'],
      ['true', 'Tentadas em outras contas'],
      ['false', 'Sem tentativas em outras contas'],
    ]);
    fireEvent.change(select, { target: { value: 'true' } });
    expect(onChange).toHaveBeenCalledWith({ signals: 'true' });
  });

  it('is absent where the page does not keep it', () => {
    render(<QueueFilters value={base} onChange={vi.fn()} />);
    expect(screen.queryByLabelText('Sinais de fraude')).toBeNull();
    expect(screen.getByLabelText('Verificações')).toBeTruthy();
  });

  it('is read from the address when kept there, anything unknown as all', () => {
    const raw = { checks: '', contested: '', late: '', sort: '' };
    expect(queueParams({ ...raw, signals: 'true' }).signals).toBe('true');
    expect(queueParams({ ...raw, signals: 'false' }).signals).toBe('false');
    expect(queueParams({ ...raw, signals: 'sim' }).signals).toBe('');
    expect(queueParams(raw)).not.toHaveProperty('signals');
  });

  it('is sent to GET /sales only when set', async () => {
    const api = fakeApi({ 'GET /api/sales': () => ({ body: { data: [], total: 0, pageSize: 10 } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    const params = { page: 1, limit: 10, search: '', status: 'all' as const, store: '', month: '', year: '' };
    await getSales({ ...params, ...base, signals: 'true' });
    await getSales({ ...params, ...base, signals: '' });
    await getSales({ ...params, ...base });
    expect(api.calls.map((c) => c.url.searchParams.get('signals'))).toEqual(['true', null, null]);
  });
});
