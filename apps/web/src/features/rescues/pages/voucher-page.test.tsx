import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoucherPage } from './voucher-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <VoucherPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VoucherPage', () => {
  it('shows "Voucher Inválido" with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Voucher não encontrado' }), { status: 404 })),
    );
    renderAt('/cliente/voucher?code=ZZZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Voucher Inválido' })).toBeTruthy();
    expect(screen.getByText('Voucher não encontrado')).toBeTruthy();
  });

  it('is invalid without a code, without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/cliente/voucher');
    expect(screen.getByRole('heading', { name: 'Voucher Inválido' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the voucher, its status and a QR code, never a CPF', async () => {
    const voucher = {
      voucher: '2B0M2FC5EY',
      clientName: 'Clara Cliente',
      prizeName: 'Kit de velas aromáticas',
      points: 1,
      createdAt: '2026-11-22T07:45:00.000Z',
      voucherExpirationDate: '2027-01-01T02:59:59.000Z',
      status: 'SOLICITADO',
      campaignName: 'Decore e Ganhe',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: voucher }))),
    );
    renderAt('/cliente/voucher?code=2b0m2fc5ey');
    expect((await screen.findByTestId('voucher-code')).textContent).toBe('2B0M2FC5EY');
    expect(screen.getByText('SOLICITADO')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code do voucher 2B0M2FC5EY' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/CPF/);
  });
});
