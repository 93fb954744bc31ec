import { type PurchasesReportRow, type SaleType, saleStatusLabel } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-export';

/** The purchase types as the reports' screens name them (the web app's SALE_TYPE_LABELS). */
export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  photo: 'Foto',
  invoice_number: 'Nota fiscal',
};

/** The Compras table's columns, as the screen names them. */
export const purchasesColumns: readonly ReportColumn<PurchasesReportRow>[] = [
  { header: 'Data da compra', kind: 'date', value: (r) => r.saleDate, width: 14 },
  { header: 'Registrada em', kind: 'datetime', value: (r) => r.createdAt, width: 18 },
  { header: 'Loja', kind: 'text', value: (r) => r.store.tradeName, width: 28 },
  { header: 'Segmento', kind: 'text', value: (r) => r.segment?.name ?? null, width: 20 },
  { header: 'Cliente', kind: 'text', value: (r) => r.client.name, width: 28 },
  { header: 'CPF', kind: 'text', value: (r) => r.client.cpf, width: 14 },
  { header: 'Campanha', kind: 'text', value: (r) => r.campaign.name, width: 24 },
  { header: 'Tipo', kind: 'text', value: (r) => SALE_TYPE_LABELS[r.type], width: 12 },
  { header: 'Nota fiscal', kind: 'text', value: (r) => r.invoiceNumber, width: 16 },
  { header: 'Valor líquido (R$)', kind: 'money', value: (r) => r.netValue, width: 16 },
  { header: 'Pontos', kind: 'int', value: (r) => r.points, width: 8 },
  { header: 'Situação', kind: 'text', value: (r) => saleStatusLabel(r.status), width: 12 },
  { header: 'Motivo', kind: 'text', value: (r) => r.reason, width: 28 },
  { header: 'Decidida em', kind: 'datetime', value: (r) => r.reviewedAt, width: 18 },
];
