import type { Sale } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaleEditForm } from './sale-edit-form';

const sale = {
  id: 's1',
  status: 'pending',
  saleDate: '2026-01-10',
  amount: 150,
  invoiceNumber: 'NF-1',
  createdAt: '2026-01-10T12:00:00.000Z',
  client: { id: 'c1', name: 'Cliente Um', cpf: '52998224725' },
} as unknown as Sale;

function mount() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok', data: sale }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SaleEditForm sale={sale} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SaleEditForm', () => {
  it('says there is nothing to save while nothing changed, and sends nothing', async () => {
    const fetchMock = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nenhuma alteração para salvar.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the required fields when the date is cleared', async () => {
    mount();
    fireEvent.change(screen.getByLabelText(/^Data da venda/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Preencha todos os campos obrigatórios.');
  });

  it('sends only what changed', async () => {
    const fetchMock = mount();
    const invoice = screen.getByLabelText(/^Número da nota fiscal/) as HTMLInputElement;
    expect(invoice.maxLength).toBe(60);
    fireEvent.change(invoice, { target: { value: 'NF-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ invoiceNumber: 'NF-2' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
