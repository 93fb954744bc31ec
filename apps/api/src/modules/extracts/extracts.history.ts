import { formatBRL, formatDateBR } from '@mall/shared';
import { iso } from '../../lib/serialize';
import type { statementLog } from './extracts.queries';

type LogRow = Awaited<ReturnType<typeof statementLog>>[number];

interface Figures {
  adjustments?: number;
  balanceCarried?: number;
  month?: number;
  year?: number;
  kind?: 'sales' | 'balance';
  amount?: number;
  salesCount?: number;
  totalSales?: number;
  fee?: number;
  amountDue?: number;
  amountDueCents?: number;
  dueDate?: string | null;
  paidAt?: string | null;
  errorMessage?: string | null;
  status?: string;
}

const reais = (value: number | undefined) => formatBRL(Math.round((value ?? 0) * 100));
const percent = (value: number | undefined) => `${(value ?? 0).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function figures(state: unknown): Figures {
  return state && typeof state === 'object' ? (state as Figures) : {};
}

const signed = (value: number | undefined) =>
  `${(value ?? 0) > 0 ? '+' : (value ?? 0) < 0 ? '-' : ''}${reais(Math.abs(value ?? 0))}`;
const period = (state: Figures) => `${String(state.month ?? 0).padStart(2, '0')}/${state.year ?? ''}`;

function statementSummary(state: Figures): string {
  const adjustments = state.adjustments ? `, ajustes ${signed(state.adjustments)}` : '';
  const carried =
    (state.balanceCarried ?? 0) < 0 ? `, saldo ${signed(state.balanceCarried)} levado ao próximo extrato` : '';
  return `${plural(state.salesCount ?? 0, 'venda', 'vendas')}, total ${reais(state.totalSales)}, taxa ${percent(state.fee)}${adjustments}, valor devido ${reais(state.amountDue)}${carried}`;
}

/** The Portuguese sentence of a statement's audit row. */
function extractDescription(row: LogRow): string {
  const after = figures(row.result);
  switch (row.methodName) {
    case 'process':
      return `Extrato processado: ${statementSummary(after)}`;
    case 'reprocess':
      return `Extrato reprocessado: ${statementSummary(after)} (antes: ${statementSummary(figures(row.previousState))})`;
    case 'delete':
      return 'Extrato excluído';
    case 'adjustedIn':
      return after.kind === 'balance'
        ? `Saldo de ${signed(after.amount)} levado ao extrato de ${period(after)}`
        : `Diferença de ${signed(after.amount)} ajustada no extrato de ${period(after)}`;
    default:
      return `Extrato: ${row.methodName}`;
  }
}

/** The Portuguese sentence of one of the statement's bills' audit rows (methods of the bills module). */
function billDescription(row: LogRow): string {
  const after = figures(row.result);
  const due = after.dueDate ? `, vencimento ${formatDateBR(after.dueDate)}` : '';
  switch (row.methodName) {
    case 'create':
    case 'generate':
      return `Boleto gerado: ${reais(after.amountDue)}${due}`;
    case 'issue':
      return after.status === 'ABERTO'
        ? 'Boleto emitido pelo provedor'
        : 'Boleto aceito pelo provedor, aguardando registro';
    case 'send':
      return 'Boleto enviado por e-mail à loja';
    case 'pay':
    case 'paid':
    case 'markPaid':
      return `Boleto quitado${after.paidAt ? ` em ${formatDateBR(after.paidAt)}` : ''}`;
    case 'error':
    case 'recordError':
      return after.errorMessage ? `Erro no boleto registrado: ${after.errorMessage}` : 'Erro do boleto removido';
    case 'cancel':
      return 'Boleto cancelado';
    case 'overdue':
      return 'Boleto vencido';
    default:
      return `Boleto: ${row.methodName}`;
  }
}

/** A statement's history (its own audit rows and its bills'), oldest first. */
export function historyOf(rows: readonly LogRow[]) {
  return rows.map((row) => ({
    at: iso(row.at),
    action: `${row.moduleName}.${row.methodName}`,
    description: row.moduleName === 'Bill' ? billDescription(row) : extractDescription(row),
    user: row.userId ? { id: row.userId, name: row.userName ?? '' } : null,
  }));
}
