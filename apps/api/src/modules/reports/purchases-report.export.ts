import { formatCpf, SALE_TYPE_LABELS, saleStatusLabel } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-source';
import type { TableNames, TableRow } from './purchases-table.queries';

const ms = (value: string | null) => (value === null ? null : Number(value));

/**
 * The Compras table's columns, as the screen names them, read straight off the rows the database
 * answers (a million of them in an export: no object is built per row, and instants stay numbers).
 */
export function purchasesColumns(names: TableNames): readonly ReportColumn<TableRow>[] {
  const segmentOf = (storeId: string) => {
    const segmentId = names.stores.get(storeId)?.segmentId;
    return segmentId ? (names.segments.get(segmentId) ?? '') : null;
  };
  return [
    { header: 'Data da compra', kind: 'date', value: (r) => r.sale_date, width: 14 },
    { header: 'Registrada em', kind: 'datetime', value: (r) => ms(r.created_ms), width: 18 },
    { header: 'Loja', kind: 'text', value: (r) => names.stores.get(r.store_id)?.tradeName ?? '', width: 28 },
    { header: 'Segmento', kind: 'text', value: (r) => segmentOf(r.store_id), width: 20 },
    { header: 'Cliente', kind: 'text', value: (r) => r.client_name, width: 28 },
    // Masked, as the Clientes export writes it: a spreadsheet keeps a leading zero of text.
    { header: 'CPF', kind: 'text', value: (r) => formatCpf(r.cpf), width: 16 },
    { header: 'Campanha', kind: 'text', value: (r) => names.campaigns.get(r.campaign_id) ?? '', width: 24 },
    { header: 'Tipo', kind: 'text', value: (r) => SALE_TYPE_LABELS[r.type], width: 12 },
    { header: 'Nota fiscal', kind: 'text', value: (r) => r.invoice_number, width: 16 },
    { header: 'Valor líquido (R$)', kind: 'cents', value: (r) => Number(r.net_cents), width: 16 },
    { header: 'Pontos', kind: 'int', value: (r) => r.points, width: 8 },
    { header: 'Situação', kind: 'text', value: (r) => saleStatusLabel(r.status), width: 12 },
    { header: 'Motivo', kind: 'text', value: (r) => r.reason, width: 28 },
    { header: 'Decidida em', kind: 'datetime', value: (r) => ms(r.reviewed_ms), width: 18 },
  ];
}
