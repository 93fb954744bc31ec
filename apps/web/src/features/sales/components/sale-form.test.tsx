import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeRecord } from '../../../testing/records';
import { NFCE_KEY, saleRecord } from '../../../testing/sale-record';
import { SaleForm } from './sale-form';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const STORE = storeRecord({ id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10', tradeName: 'Casa Bela' });
const seller = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@x.com`,
  login: id,
  storeId: STORE.id,
  store: { tradeName: STORE.tradeName },
  user: { id: `u-${id}`, name, inactivatedAt: null },
  inactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const ANA = '5c0f8a2e-6d1b-4c3a-9e8f-7a6b5c4d3e21';
const CLARA = { id: '4b1e3c9a-0000-4000-8000-000000000001', name: 'Clara Cliente', cpf: '52998224725' };
const USED = 'Esta chave de acesso já foi registrada em outra compra';
let saleAnswer: { status: number; body: unknown };

function mount() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return new Response(JSON.stringify(saleAnswer.body), { status: saleAnswer.status });
    const body = url.startsWith('/api/sellers')
      ? { data: [seller('s1', 'Vítor Vendedor'), seller(ANA, 'Ana Souza')], total: 2 }
      : url.startsWith('/api/clients')
        ? { data: [CLARA], total: 1 }
        : { data: [STORE], total: 1 };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const session = { token: 't', id: 'admin', name: 'Admin', role: 'DEDPREMIUM', storeId: null, store: null } as const;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SaleForm session={session} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeEach(() => {
  saleAnswer = { status: 201, body: { message: 'Venda registrada com sucesso', data: saleRecord({ id: 'n1' }) } };
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

const keyInput = () => screen.getByLabelText('Chave de acesso da nota') as HTMLInputElement;
const posted = (fetchMock: ReturnType<typeof mount>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

/** Every required field, as staff fill them: store, seller, customer, invoice number, date, value. */
async function fillSale() {
  fireEvent.focus(screen.getByRole('combobox', { name: /^Loja/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Casa Bela' }));
  const sellerBox = screen.getByRole('combobox', { name: /^Vendedor/ }) as HTMLInputElement;
  await waitFor(() => expect(sellerBox.disabled).toBe(false));
  fireEvent.focus(sellerBox);
  fireEvent.click(await screen.findByRole('option', { name: 'Ana Souza' }));
  fireEvent.change(screen.getByRole('combobox', { name: /Cliente \(CPF ou nome\)/ }), { target: { value: 'Clara' } });
  fireEvent.click(await screen.findByRole('option', { name: /Clara Cliente/ }));
  fireEvent.change(screen.getByLabelText(/^Número da nota fiscal/), { target: { value: 'NF-77' } });
  fireEvent.change(screen.getByLabelText(/^Data da venda/), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText(/^Valor bruto/), { target: { value: '1500' } });
}

describe('SaleForm (administrators)', () => {
  it('marks every missing field, toasts the SPEC sentence once, focuses the store and sends nothing', async () => {
    const fetchMock = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Preencha todos os campos obrigatórios.', { toastId: 'sale-required' });
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(5);
    const store = screen.getByRole('combobox', { name: /^Loja/ });
    expect(store.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(store));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("picks the store by search, then one of its sellers filtered from the store's list", async () => {
    mount();
    const store = screen.getByRole('combobox', { name: /^Loja/ });
    fireEvent.focus(store);
    fireEvent.click(await screen.findByRole('option', { name: 'Casa Bela' }));
    expect(store.getAttribute('data-value')).toBe(STORE.id);
    const sellerBox = screen.getByRole('combobox', { name: /^Vendedor/ }) as HTMLInputElement;
    await waitFor(() => expect(sellerBox.disabled).toBe(false));
    fireEvent.focus(sellerBox);
    fireEvent.change(sellerBox, { target: { value: 'ana' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ana Souza']);
    fireEvent.keyDown(sellerBox, { key: 'Enter' });
    expect(sellerBox.getAttribute('data-value')).toBe(ANA);
    expect(sellerBox.value).toBe('Ana Souza');
  });
});

describe('SaleForm: the access key', () => {
  it('masks the key, says what it is at 44 characters, and sends it as stored', async () => {
    const fetchMock = mount();
    await fillSale();
    fireEvent.change(keyInput(), { target: { value: NFCE_KEY.slice(0, 10).toLowerCase() } });
    expect(keyInput().value).toBe(`${NFCE_KEY.slice(0, 4)} ${NFCE_KEY.slice(4, 8)} ${NFCE_KEY.slice(8, 10)}`);
    expect(screen.getByText('Faltam 34 caracteres')).toBeTruthy();
    fireEvent.change(keyInput(), { target: { value: NFCE_KEY.replace(/(.{4})/g, '$1 ') } });
    expect(screen.getByTestId('fiscal-key-feedback').textContent).toBe(
      'Chave válida: NFC-e emitida em 11/2026 pelo CNPJ 11.222.333/0001-81',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({
      type: 'invoice_number',
      invoiceNumber: 'NF-77',
      sellerId: ANA,
      clientId: CLARA.id,
      fiscalKey: NFCE_KEY,
    });
    // Saved: the form starts again, the key with it.
    await waitFor(() => expect(keyInput().value).toBe(''));
  });

  it('shows a wrong check digit at once and sends nothing; without a key, sends none', async () => {
    const fetchMock = mount();
    await fillSale();
    const wrong = `${NFCE_KEY.slice(0, 43)}${(Number(NFCE_KEY[43]) + 1) % 10}`;
    fireEvent.change(keyInput(), { target: { value: wrong } });
    expect(screen.getByTestId('fiscal-key-feedback').textContent).toBe(
      'Dígito verificador da chave de acesso inválido',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(keyInput().getAttribute('aria-invalid')).toBe('true'));
    expect(posted(fetchMock)).toHaveLength(0);
    fireEvent.change(keyInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).not.toHaveProperty('fiscalKey');
  });

  it('puts a key another purchase holds (409) under the field', async () => {
    saleAnswer = { status: 409, body: { statusCode: 409, error: 'Conflict', message: USED } };
    const fetchMock = mount();
    await fillSale();
    fireEvent.change(keyInput(), { target: { value: NFCE_KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(keyInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(USED)).toBeTruthy();
    expect(keyInput().value.replace(/ /g, '')).toBe(NFCE_KEY);
  });
});
