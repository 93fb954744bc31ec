import type { Role } from '@mall/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT, DONE, mountStatement, NO_KEY, OK } from '../testing/statement-harness';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let role: Role = 'CONCIERGE';
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: {
      token: 't',
      id: 'u1',
      name: 'Pessoa',
      role,
      storeId: role === 'LOJISTA' ? 'b5e6f7a8-0000-4000-8000-000000000001' : null,
      store: role === 'LOJISTA' ? { id: 'b5e6f7a8-0000-4000-8000-000000000001', tradeName: 'Casa Aurora' } : null,
    },
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  role = 'CONCIERGE';
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLTableRowElement;
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('the points statement as a review queue', () => {
  it('keeps the queue filters in the address, reads them back and sends them to GET /sales', async () => {
    const { salesCalls } = mountStatement(
      '/admin/extratos/pontuacao?checks=attention&contested=true&late=true&sort=oldest',
    );
    await screen.findByRole('table', { name: 'Vendas' });
    const first = salesCalls()[0]?.url.searchParams;
    expect(first?.get('checks')).toBe('attention');
    expect(first?.get('contested')).toBe('true');
    expect(first?.get('late')).toBe('true');
    expect(first?.get('sort')).toBe('oldest');
    expect((screen.getByLabelText('Verificações') as HTMLSelectElement).value).toBe('attention');
    expect((screen.getByLabelText('Contestadas') as HTMLSelectElement).value).toBe('true');
    expect((screen.getByLabelText('Fora do prazo') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Ordem') as HTMLSelectElement).value).toBe('oldest');

    fireEvent.change(screen.getByLabelText('Verificações'), { target: { value: 'passed' } });
    fireEvent.change(screen.getByLabelText('Contestadas'), { target: { value: 'false' } });
    fireEvent.click(screen.getByLabelText('Fora do prazo'));
    fireEvent.change(screen.getByLabelText('Ordem'), { target: { value: 'newest' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?checks=passed&contested=false'));
    await waitFor(() => {
      const last = salesCalls().at(-1)?.url.searchParams;
      expect(last?.get('checks')).toBe('passed');
      expect(last?.get('contested')).toBe('false');
      expect(last?.get('late')).toBeNull();
      // The default order is the server's: not sent.
      expect(last?.get('sort')).toBeNull();
    });
  });

  it('offers the SPEC texts in the queue filters', async () => {
    mountStatement();
    await screen.findByRole('table', { name: 'Vendas' });
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options('Verificações')).toEqual(['Todas', 'Todas aprovadas', 'Precisam de atenção']);
    expect(options('Contestadas')).toEqual(['Todas', 'Só contestadas', 'Sem contestação']);
    expect(options('Ordem')).toEqual(['Mais recentes primeiro', 'Mais antigas primeiro']);
  });

  it('marks each row: its checks, a missing key, the deadline, "Atrasada" and "Contestada"', async () => {
    mountStatement();
    await screen.findByRole('table', { name: 'Vendas' });
    // The queue's parts sit inside the statement's columns, so a row still fits a desktop.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Cliente',
      'Loja',
      'Nota fiscal',
      'Valor',
      'Data da venda',
      'Pontos',
      'Situação',
      'Ações',
    ]);
    expect(text(rowOf(OK.client.name))).toContain('Verificações ok');
    expect(text(rowOf(OK.client.name))).toContain('Prazo: 30/11 14:30');
    expect(text(rowOf(OK.client.name))).not.toContain('Atrasada');

    const alert = rowOf(ALERT.client.name);
    // The badge reads "Verificações: 2 alertas"; its colour and icon only repeat it.
    expect(text(within(alert).getByText('2 alertas').closest('[data-tone]'))).toBe('Verificações: 2 alertas');
    expect(within(alert).getByText('2 alertas').closest('[data-tone]')?.getAttribute('data-tone')).toBe('red');
    expect(text(alert)).toContain('Prazo: 04/01 23:59');
    expect(within(alert).getByText('Atrasada')).toBeTruthy();
    expect(within(alert).getByText('Contestada')).toBeTruthy();

    expect(text(within(rowOf(NO_KEY.client.name)).getByText('Sem chave').closest('[data-tone]'))).toBe(
      'Verificações: Sem chave',
    );
    // A decided purchase has no deadline.
    expect(text(rowOf(DONE.client.name))).not.toContain('Prazo');
  });

  it('LOJISTA: the statement as before, with no review controls and no queue filters sent', async () => {
    role = 'LOJISTA';
    const { salesCalls } = mountStatement('/admin/extratos/pontuacao?checks=attention&late=true');
    await screen.findByRole('table', { name: 'Vendas' });
    expect(screen.queryByRole('button', { name: /^Revisar/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Aprovar selecionadas/ })).toBeNull();
    expect(screen.queryByText('Verificações ok')).toBeNull();
    expect(screen.queryByText(/^Prazo/)).toBeNull();
    expect(screen.queryByLabelText('Fora do prazo')).toBeNull();
    expect(screen.queryByText(/Atalhos/)).toBeNull();
    expect((screen.getByLabelText('Loja') as HTMLSelectElement).disabled).toBe(true);
    for (const button of screen.getAllByRole('button', { name: 'Aprovar compra' }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    const sent = salesCalls()[0]?.url.searchParams;
    expect(sent?.get('checks')).toBeNull();
    expect(sent?.get('late')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the day a link names (the dashboard\'s "Compras de hoje"), shows it as a filter and clears it', async () => {
    const { salesCalls } = mountStatement('/admin/extratos/pontuacao?day=2026-11-20');
    await screen.findByRole('table', { name: 'Vendas' });
    expect(salesCalls()[0]?.url.searchParams.get('day')).toBe('2026-11-20');
    expect(salesCalls()[0]?.url.searchParams.get('month')).toBeNull();
    expect(text(screen.getByTestId('day-filter'))).toBe('Data da compra: 20/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Remover o filtro da data da compra 20/11/2026' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    await waitFor(() => expect(salesCalls().at(-1)?.url.searchParams.get('day')).toBeNull());
    expect(screen.queryByTestId('day-filter')).toBeNull();
  });

  it('replaces the day with the month chosen', async () => {
    const { salesCalls } = mountStatement('/admin/extratos/pontuacao?day=2026-11-20');
    await screen.findByRole('table', { name: 'Vendas' });
    fireEvent.change(screen.getByLabelText('Mês'), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toMatch(/^\?month=10&year=\d{4}$/));
    expect(salesCalls().at(-1)?.url.searchParams.get('day')).toBeNull();
  });
});
