import type { Bill } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-source';

/** A statement's month as its tables show it: 03/2026. */
export const monthYear = (r: { month: number; year: number }) => `${String(r.month).padStart(2, '0')}/${r.year}`;

/** The bills' export columns, as the Boletos table names them. */
export const BILL_EXPORT_COLUMNS: readonly ReportColumn<Bill>[] = [
  { header: 'Loja', kind: 'text', value: (b) => b.store.tradeName, width: 28 },
  { header: 'Mês', kind: 'text', value: monthYear, width: 10 },
  { header: 'Vendas', kind: 'int', value: (b) => b.salesCount, width: 8 },
  { header: 'Total de vendas (R$)', kind: 'money', value: (b) => b.totalSales, width: 16 },
  { header: 'Taxa (%)', kind: 'decimal', value: (b) => b.adminFee, width: 10 },
  { header: 'Valor (R$)', kind: 'money', value: (b) => b.amountDue, width: 14 },
  { header: 'Vencimento', kind: 'date', value: (b) => b.dueDate, width: 12 },
  { header: 'Pagamento', kind: 'date', value: (b) => b.paidAt, width: 12 },
  { header: 'Situação', kind: 'text', value: (b) => (b.overdue ? 'VENCIDO' : b.status), width: 14 },
  { header: 'Erro', kind: 'text', value: (b) => b.errorMessage, width: 28 },
];
