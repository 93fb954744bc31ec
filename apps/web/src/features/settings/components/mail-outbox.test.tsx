import type { MailOverview } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailOutbox } from './mail-outbox';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const overview: MailOverview = {
  pending: 3,
  failed: 1,
  oldestPendingAt: '2026-11-30T12:00:00.000Z',
  data: [
    {
      id: '8f0e2a52-5d0c-4f8e-9d55-3f7f7c1b2a01',
      to: 'cliente@example.com',
      subject: 'Sua compra foi aprovada',
      status: 'failed',
      attempts: 32,
      error: 'connect ECONNREFUSED 10.0.0.5:587',
      createdAt: '2026-11-29T12:00:00.000Z',
      lastAttemptAt: '2026-11-30T12:30:00.000Z',
      nextAttemptAt: '2026-11-30T13:30:00.000Z',
    },
    {
      id: '8f0e2a52-5d0c-4f8e-9d55-3f7f7c1b2a02',
      to: 'loja@example.com',
      subject: 'Boleto de novembro',
      status: 'pending',
      attempts: 2,
      error: 'Greeting never received',
      createdAt: '2026-11-30T12:00:00.000Z',
      lastAttemptAt: '2026-11-30T12:00:15.000Z',
      nextAttemptAt: '2026-11-30T12:00:45.000Z',
    },
  ],
};

function renderMail(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(
          JSON.stringify({
            message: 'E-mail colocado na fila para reenvio',
            data: { ...overview.data[0], status: 'pending', attempts: 0 },
          }),
          { status: 200 },
        )
      : url === '/api/jobs/mail'
        ? answer()
        : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MailOutbox />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('MailOutbox', () => {
  it('shows the counts and each failed or retried e-mail with its error', async () => {
    renderMail(() => new Response(JSON.stringify(overview), { status: 200 }));
    const table = await screen.findByRole('table', { name: /E-mails com falha/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(screen.getByText(/3 e-mails aguardando envio/)).toBeTruthy();
    expect(screen.getByText(/1 e-mail com falha/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Falhou')).toBeTruthy();
    expect(within(rows[1]!).getByText('32 tentativas')).toBeTruthy();
    expect(within(rows[1]!).getByText(/ECONNREFUSED/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Aguardando nova tentativa')).toBeTruthy();
  });

  it('sends a failed e-mail again through POST /jobs/mail/{id}/resend', async () => {
    const fetchMock = renderMail(() => new Response(JSON.stringify(overview), { status: 200 }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reenviar: Sua compra foi aprovada para cliente@example.com' }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === `/api/jobs/mail/${overview.data[0]!.id}/resend` && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says when no e-mail failed', async () => {
    renderMail(() => new Response(JSON.stringify({ ...overview, failed: 0, data: [] }), { status: 200 }));
    expect(await screen.findByText('Nenhum e-mail com falha.')).toBeTruthy();
  });

  it('says when the outbox could not load', async () => {
    renderMail(() => new Response(JSON.stringify({ statusCode: 500, message: 'x' }), { status: 500 }));
    expect(await screen.findByText('Não foi possível carregar a situação dos e-mails')).toBeTruthy();
  });
});
