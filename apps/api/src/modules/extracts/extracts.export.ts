import { EXTRACT_LABELS, type Extract } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-source';
import { monthYear } from '../bills/bills.export';

/** The statements' export columns, as the Demonstrativo financeiro names them. */
export const EXTRACT_EXPORT_COLUMNS: readonly ReportColumn<Extract>[] = [
  { header: 'Loja', kind: 'text', value: (e) => e.store.tradeName, width: 28 },
  { header: 'Mês/Ano', kind: 'text', value: monthYear, width: 10 },
  { header: 'Vendas', kind: 'int', value: (e) => e.salesCount, width: 8 },
  { header: 'Total de vendas (R$)', kind: 'money', value: (e) => e.totalSales, width: 16 },
  { header: 'Taxa adm. (%)', kind: 'decimal', value: (e) => e.fee, width: 10 },
  { header: 'Valor da taxa (R$)', kind: 'money', value: (e) => e.feeAmount, width: 14 },
  { header: 'Ajustes (R$)', kind: 'money', value: (e) => e.adjustments, width: 14 },
  { header: 'Valor devido (R$)', kind: 'money', value: (e) => e.amountDue, width: 14 },
  { header: 'Situação', kind: 'text', value: (e) => EXTRACT_LABELS[e.status], width: 20 },
  { header: 'Processado em', kind: 'datetime', value: (e) => e.processedAt, width: 18 },
];
