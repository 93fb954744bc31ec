import type { LogEntry } from '@mall/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValue } from './audit-fields';
import { LogDetailsDialog } from './log-details-dialog';

const entry = (over: Partial<LogEntry>): LogEntry => ({
  id: 'log-1',
  moduleName: 'Sale',
  methodName: 'approve',
  entityId: 'sale-1',
  userId: 'user-1',
  userName: 'Ana Administradora',
  createdAt: '2026-03-10T15:04:00.000Z',
  previousState: null,
  result: null,
  ...over,
});

// A purchase approved: its status, points and review deadline change; the rest stays.
const approval = entry({
  previousState: {
    status: 'pending',
    points: null,
    grossValue: 1299,
    netValue: 1299.5,
    saleDate: '2026-03-09',
    reviewDeadline: '2026-03-12T21:00:00.000Z',
    client: { name: 'Clara Cliente', cpf: '52998224725' },
    store: { tradeName: 'Casa Aurora', cnpj: '12345678000195' },
    contestedAt: null,
    signalsChecked: true,
  },
  result: {
    status: 'approved',
    points: 1299,
    grossValue: 1299,
    netValue: 1299.5,
    saleDate: '2026-03-09',
    reviewDeadline: null,
    client: { name: 'Clara Cliente', cpf: '52998224725' },
    store: { tradeName: 'Casa Aurora', cnpj: '12345678000195' },
    contestedAt: null,
    signalsChecked: true,
  },
});

/** The rows of a table as [field, ...values] text, badge included in the field's cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('LogDetailsDialog', () => {
  it('names the module and the action in Portuguese', async () => {
    render(<LogDetailsDialog entry={approval} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do log' });
    expect(within(dialog).getByText('Extrato de Pontuação · Aprovação')).toBeTruthy();
    expect(within(dialog).getByText('Extrato de Pontuação', { selector: 'dd' })).toBeTruthy();
    expect(within(dialog).getByText('Aprovação', { selector: 'dd' })).toBeTruthy();
    expect(within(dialog).getByText('10/03/2026, 12:04', { selector: 'dd' })).toBeTruthy();
  });

  it('lists the changed fields first, labelled and formatted, and folds the others', async () => {
    render(<LogDetailsDialog entry={approval} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do log' });
    const changes = within(dialog).getByRole('table', { name: /Campos alterados/ });
    expect(rowsOf(changes)).toEqual([
      ['SituaçãoAlterado', 'EM ANALISE', 'APROVADA'],
      ['PontosAlterado', '(vazio)', '1.299'],
      ['Prazo de análiseAlterado', '12/03/2026, 18:00', '(vazio)'],
    ]);
    // The others wait folded under their count, each with its one value.
    const folded = within(dialog).getByTestId('other-fields') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(within(folded).getByText('Outros campos (9)').tagName).toBe('SUMMARY');
    const others = within(folded).getByRole('table', { hidden: true });
    expect(rowsOf(others)).toEqual([
      ['Valor bruto', 'R$\u00a01.299,00'],
      ['Valor líquido', 'R$\u00a01.299,50'],
      ['Data da compra', '09/03/2026'],
      ['Cliente › Nome', 'Clara Cliente'],
      ['Cliente › CPF', '529.982.247-25'],
      ['Loja › Nome fantasia', 'Casa Aurora'],
      ['Loja › CNPJ', '12.345.678/0001-95'],
      ['Contestada em', '(vazio)'],
      // A key the app does not know: as it is, never a failure.
      ['signalsChecked', 'Sim'],
    ]);
  });

  it('reads a creation as its fields added, with nothing folded', async () => {
    render(
      <LogDetailsDialog
        entry={entry({ moduleName: 'Campaign', methodName: 'create', result: { name: 'Natal', active: false } })}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do log' });
    expect(within(dialog).getByText('Campanhas · Criação')).toBeTruthy();
    expect(rowsOf(within(dialog).getByRole('table'))).toEqual([
      ['NomeAdicionado', '—', 'Natal'],
      ['AtivoAdicionado', '—', 'Não'],
    ]);
    expect(within(dialog).queryByTestId('other-fields')).toBeNull();
  });

  it('shows a module, an action, a key and a value it does not know as they are', async () => {
    render(
      <LogDetailsDialog
        entry={entry({
          moduleName: 'Legacy',
          methodName: 'frobnicate',
          previousState: { weirdKey: 'x', status: 'limbo' },
          result: { weirdKey: 'y', status: 'limbo2' },
        })}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do log' });
    expect(within(dialog).getByText('Legacy · frobnicate')).toBeTruthy();
    expect(rowsOf(within(dialog).getByRole('table'))).toEqual([
      ['weirdKeyAlterado', 'x', 'y'],
      ['SituaçãoAlterado', 'limbo', 'limbo2'],
    ]);
  });
});

describe('audit fields', () => {
  it('labels nested paths and list items', () => {
    expect(auditFieldLabel('store.tradeName')).toBe('Loja › Nome fantasia');
    expect(auditFieldLabel('invoiceEmails[1]')).toBe('E-mails para boletos 2');
    expect(auditFieldLabel('checks[0].code')).toBe('Verificações 1 › Código');
    expect(auditFieldLabel('mystery.deep[2]')).toBe('mystery › deep 3');
    expect(auditFieldLabel('')).toBe('(valor)');
  });

  it('writes values as the app does: money, cents, percent, statuses by module, masks', () => {
    expect(auditValue('Extract', 'totalSalesCents', 123456)).toBe('R$\u00a01.234,56');
    expect(auditValue('Extract', 'amountDue', 15.5)).toBe('R$\u00a015,50');
    expect(auditValue('Store', 'fee', 2.5)).toBe('2,50%');
    expect(auditValue('Extract', 'status', 'overdue')).toBe('VENCIDO');
    expect(auditValue('Bill', 'status', 'QUITADO')).toBe('QUITADO');
    expect(auditValue('Prize', 'type', 'servico')).toBe('Serviço');
    expect(auditValue('User', 'role', 'LOJISTA')).toBe('Lojista');
    expect(auditValue('Rescue', 'client.cpf', '***.982.247-**')).toBe('***.982.247-**');
    expect(auditValue('Store', 'zipCode', '01310100')).toBe('01310-100');
    expect(auditValue('Extract', 'year', 2026)).toBe('2026');
    expect(auditValue('Sale', 'checks[0].status', 'passed')).toBe('passed');
    expect(auditValue('Campaign', 'conversionRate', 100)).toBe('100%');
  });
});
