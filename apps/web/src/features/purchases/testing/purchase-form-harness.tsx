import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { purchaseKeys } from '../api/keys';
import { PurchaseForm } from '../components/purchase-form';
import { CAMPAIGN, nfceKey, publicStore, saleRecord } from './records';

/** The customer's purchase form against a fake API, and the ways a test reaches its fields. */

export const CASA = publicStore({
  id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10',
  tradeName: 'Casa Bela',
  cnpj: '11222333000181',
});
// Stores may come punctuated; the alphanumeric CNPJ in force since July 2026.
export const LUZ = publicStore({
  id: '0b6f1d3e-5c2a-4f7e-8d9b-1a2c3e4f5a6b',
  tradeName: 'Bela Luz',
  cnpj: '12.ABC.345/01DE-35',
});
export const CASA_KEY = nfceKey('11222333000181', '2611');
export const UNKNOWN_KEY = nfceKey('11444777000161', '2610');

export interface PurchaseApi {
  /** The answer to POST /sales. */
  sale: { status: number; body: unknown };
  /** What the server read off the uploaded photo (null: nothing within its wait). */
  photoReading: unknown;
  /** Resolves when the upload may answer (the server's reading then comes after the browser's). */
  uploadGate: Promise<void>;
}

export function purchaseApi(): PurchaseApi {
  return {
    sale: { status: 201, body: { message: 'Compra registrada com sucesso', data: saleRecord({ id: 'n1' }) } },
    photoReading: null,
    uploadGate: Promise.resolve(),
  };
}

export function mountPurchaseForm(answers: PurchaseApi) {
  const api = fakeApi({
    'GET /api/stores/active': () => ({ body: { data: [CASA, LUZ], total: 2 } }),
    'GET /api/campaigns/active': () => ({ body: { data: CAMPAIGN } }),
    'POST /api/shared/upload': () => ({
      status: 201,
      body: {
        message: 'Upload feito com sucesso!',
        url: '/api/shared/files/abc',
        data: {
          id: 'abc',
          url: '/api/shared/files/abc',
          mimeType: 'image/jpeg',
          size: 10,
          image: null,
          receipt: answers.photoReading,
        },
      },
    }),
    'POST /api/sales': () => answers.sale,
  });
  const fetchMock = async (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://localhost').pathname === '/api/shared/upload') await answers.uploadGate;
    return api.fetchMock(input, init);
  };
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PurchaseForm onDone={onDone} />
    </QueryClientProvider>,
  );
  const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.url.pathname === path);
  return { api, client, onDone, sales: () => posted('/api/sales'), uploads: () => posted('/api/shared/upload') };
}

export const keyInput = () => screen.getByLabelText('Chave de acesso da nota (opcional)') as HTMLInputElement;
export const storeBox = () => screen.getByRole('combobox', { name: /^Loja/ });
export const dateInput = () => screen.getByLabelText(/^Data da compra/) as HTMLInputElement;
export const feedback = () => screen.getByTestId('fiscal-key-feedback');
export const typeKey = (text: string) => fireEvent.change(keyInput(), { target: { value: text } });
export const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ');
export const chooseReceipt = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Comprovante da compra/), { target: { files: [file] } });

/** Waits until the stores and the campaign are in, as they are long before a person finishes typing. */
export async function ready(client: QueryClient) {
  await waitFor(() => expect(client.getQueryData(purchaseKeys.storeOptions)).toBeDefined());
  await screen.findByText(/Período da campanha: 01\/10\/2026 a 31\/12\/2026/);
}

/** The value and a PDF receipt: the submit button turns on. */
export async function fillTheRest() {
  fireEvent.change(screen.getByLabelText(/^Valor bruto/), { target: { value: '2500' } });
  chooseReceipt(new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }));
  const submit = screen.getByRole('button', { name: 'Registrar compra' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  return submit;
}

export async function pickStore(name: string) {
  fireEvent.focus(storeBox());
  fireEvent.click(await screen.findByRole('option', { name }));
}
