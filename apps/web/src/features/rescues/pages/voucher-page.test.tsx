import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
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

const VOUCHER = {
  voucher: '2B0M2FC5EY',
  clientName: 'Clara Cliente',
  prizeName: 'Kit de velas aromáticas',
  points: 1,
  createdAt: '2026-11-22T07:45:00.000Z',
  voucherExpirationDate: '2099-01-01T02:59:59.000Z',
  status: 'SOLICITADO',
  campaignName: 'Decore e Ganhe',
};

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

  it('says when the voucher shown is the one saved on this phone, offline, and when it was saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: VOUCHER, savedAt: '2026-11-22T13:05:00.000Z' }))),
    );
    renderAt('/cliente/voucher?code=2B0M2FC5EY');
    expect((await screen.findByTestId('voucher-code')).textContent).toBe('2B0M2FC5EY');
    expect(screen.getByRole('status').textContent).toBe(
      'Você está sem internet: mostrando o voucher salvo em 22/11 às 10:05',
    );
  });

  it('reads a voucher past its last day as EXPIRADO, and a delivered one as delivered', async () => {
    const answers = [
      { ...VOUCHER, voucherExpirationDate: '2020-01-01T02:59:59.000Z' },
      { ...VOUCHER, status: 'ENTREGUE' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: answers.shift() }))),
    );
    renderAt('/cliente/voucher?code=2B0M2FC5EY');
    expect(await screen.findByText('Este voucher expirou e não pode mais ser retirado.')).toBeTruthy();
    expect(screen.getByText('EXPIRADO')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderAt('/cliente/voucher?code=2B0M2FC5EY');
    expect(await screen.findByText(/Este voucher já foi entregue/)).toBeTruthy();
    expect(screen.getByText('ENTREGUE')).toBeTruthy();
  });

  it('offline, a voucher not saved on this phone says so rather than "Voucher Inválido"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt('/cliente/voucher?code=2B0M2FC5EY');
    expect(await screen.findByRole('heading', { name: 'Sem conexão' })).toBeTruthy();
    expect(screen.getByText(/não está salvo neste aparelho/)).toBeTruthy();
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
