import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { UnsubscribePage } from '../pages/unsubscribe-page';
import { ReminderSettings } from './reminder-settings';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

function withClient(ui: React.ReactNode, entry = '/meu-dados') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the reminder switches on MEUS DADOS', () => {
  it('shows each reminder on or off and turns one off on its own', async () => {
    let settings = { campaignEnd: true, voucherExpiry: true };
    const api = fakeApi({
      'GET /api/clients/me/reminders': () => ({ body: { data: settings } }),
      'PATCH /api/clients/me/reminders': ({ body }) => {
        settings = { ...settings, ...(body as object) };
        return { body: { message: 'Preferências de lembretes salvas', data: settings } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    withClient(<ReminderSettings />);
    const campaign = await screen.findByRole('switch', { name: 'Lembrete de fim de campanha' });
    const voucher = screen.getByRole('switch', { name: 'Lembrete de vencimento de voucher' });
    expect(campaign.getAttribute('aria-checked')).toBe('true');
    expect(voucher.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(voucher);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ voucherExpiry: false });
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Lembrete de vencimento de voucher' }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    expect(screen.getByRole('switch', { name: 'Lembrete de fim de campanha' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('says so when the settings cannot be read', async () => {
    const api = fakeApi({ 'GET /api/clients/me/reminders': () => ({ status: 500, body: { message: 'Erro' } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    withClient(<ReminderSettings />);
    expect(await screen.findByText('Não foi possível carregar os lembretes')).toBeTruthy();
  });
});

describe('the unsubscribe link', () => {
  it('turns the reminder of the link off without login, with the secret read after #', async () => {
    const api = fakeApi({
      'POST /api/reminders/unsubscribe': () => ({
        body: {
          message: 'Pronto: você não receberá mais lembretes de fim de campanha',
          data: { kind: 'campaign_end' },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    const token = '6f1c2b9e-8d3a-4c55-9a1e-2b7d4e6f8a90';
    withClient(<UnsubscribePage />, `/lembretes/descadastrar?tipo=campanha#token=${token}`);
    expect(await screen.findByText('Pronto: você não receberá mais lembretes de fim de campanha')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ token, kind: 'campaign_end' }]);
  });

  it('says a link without its secret is invalid, and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    withClient(<UnsubscribePage />, '/lembretes/descadastrar?tipo=voucher');
    expect((await screen.findByRole('alert')).textContent).toContain('Link de descadastro inválido');
    expect(api.calls).toEqual([]);
  });
});
