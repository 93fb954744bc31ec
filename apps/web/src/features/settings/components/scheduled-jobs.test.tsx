import type { JobList } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduledJobs } from './scheduled-jobs';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const run = {
  id: 'r1',
  trigger: 'schedule' as const,
  scheduledFor: '2026-11-01T09:00:00.000Z',
  startedAt: '2026-11-01T09:00:01.000Z',
  finishedAt: '2026-11-01T09:00:03.000Z',
  attempts: 1,
  maxAttempts: 5,
  error: null,
  runAt: '2026-11-01T09:00:00.000Z',
};

const list: JobList = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  data: [
    {
      name: 'extracts.monthly',
      label: 'Extratos financeiros do mês anterior',
      schedule: 'Todo dia 1º às 06:00',
      lastRun: { ...run, status: 'succeeded' },
      nextRunAt: '2026-12-01T09:00:00.000Z',
      recentFailures: [],
    },
    {
      name: 'maintenance.daily',
      label: 'Boletos vencidos e vouchers expirados',
      schedule: 'Todos os dias às 00:10',
      lastRun: { ...run, id: 'r2', status: 'failed', attempts: 5, error: 'conexão recusada' },
      nextRunAt: '2026-11-27T03:10:00.000Z',
      recentFailures: [{ ...run, id: 'r2', status: 'failed', attempts: 5, error: 'conexão recusada' }],
    },
  ],
};

function renderJobs(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(
          JSON.stringify({ message: 'Tarefa colocada na fila para execução', data: { ...run, status: 'queued' } }),
          { status: 201 },
        )
      : url === '/api/jobs'
        ? answer()
        : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ScheduledJobs />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ScheduledJobs', () => {
  it('lists each job with its schedule, last run, next run and failures in an accessible table', async () => {
    renderJobs(() => new Response(JSON.stringify(list), { status: 200 }));
    const table = await screen.findByRole('table', { name: /Tarefas agendadas/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const monthly = within(table).getByRole('rowheader', { name: /Extratos financeiros do mês anterior/ });
    expect(monthly.textContent).toContain('Todo dia 1º às 06:00');
    expect(within(rows[1]!).getByText('Concluída')).toBeTruthy();
    expect(within(rows[1]!).getByText('01/12/2026, 06:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Nenhuma')).toBeTruthy();
    expect(within(rows[2]!).getByText('Falhou')).toBeTruthy();
    expect(within(rows[2]!).getByText('1 falha')).toBeTruthy();
    expect(within(rows[2]!).getAllByText(/conexão recusada/).length).toBeGreaterThan(0);
  });

  it('runs a job now through POST /jobs/{name}/run', async () => {
    const fetchMock = renderJobs(() => new Response(JSON.stringify(list), { status: 200 }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Executar agora: Boletos vencidos e vouchers expirados' }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/jobs/maintenance.daily/run')).toBe(true),
    );
  });

  it('says when the list could not load', async () => {
    renderJobs(() => new Response(JSON.stringify({ statusCode: 500, message: 'x' }), { status: 500 }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar as tarefas agendadas')).toBeTruthy();
  });

  it('says when there is no job', async () => {
    renderJobs(() => new Response(JSON.stringify({ ...list, data: [] }), { status: 200 }));
    expect(await screen.findByText('Nenhuma tarefa agendada')).toBeTruthy();
  });

  it('warns when this server does not run the jobs', async () => {
    renderJobs(() => new Response(JSON.stringify({ ...list, enabled: false }), { status: 200 }));
    expect((await screen.findByRole('note')).textContent).toContain('JOBS_ENABLED=false');
  });

  it('shows a spinner while loading', () => {
    renderJobs(() => new Response(JSON.stringify(list), { status: 200 }));
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });
});
