import { formatCnpjMask, formatCpf, SALE_TYPE_LABELS, type Sale, saleStatusLabel } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-source';

/** The purchases' export columns, as the statement names them (CPF and CNPJ masked, as text). */
export const SALE_EXPORT_COLUMNS: readonly ReportColumn<Sale>[] = [
  { header: 'Data da compra', kind: 'date', value: (s) => s.saleDate, width: 14 },
  { header: 'Registrada em', kind: 'datetime', value: (s) => s.createdAt, width: 18 },
  { header: 'Loja', kind: 'text', value: (s) => s.store.tradeName, width: 28 },
  { header: 'CNPJ', kind: 'text', value: (s) => formatCnpjMask(s.store.cnpj), width: 20 },
  { header: 'Cliente', kind: 'text', value: (s) => s.client.name, width: 28 },
  { header: 'CPF', kind: 'text', value: (s) => formatCpf(s.client.cpf), width: 16 },
  { header: 'Tipo', kind: 'text', value: (s) => SALE_TYPE_LABELS[s.type], width: 12 },
  { header: 'Nota fiscal', kind: 'text', value: (s) => s.invoiceNumber, width: 16 },
  { header: 'Valor bruto (R$)', kind: 'money', value: (s) => s.grossValue, width: 14 },
  { header: 'Desconto (R$)', kind: 'money', value: (s) => s.discountValue, width: 14 },
  { header: 'Valor líquido (R$)', kind: 'money', value: (s) => s.netValue, width: 16 },
  { header: 'Pontos', kind: 'int', value: (s) => s.points, width: 8 },
  { header: 'Situação', kind: 'text', value: (s) => saleStatusLabel(s.status), width: 12 },
  { header: 'Motivo', kind: 'text', value: (s) => s.reason, width: 28 },
];
