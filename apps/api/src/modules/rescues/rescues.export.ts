import { formatCpf, type Rescue } from '@mall/shared';
import type { ReportColumn } from '../../lib/report-source';

/** The redemptions' export columns, as the admin table names them (the CPF masked, as text). */
export const RESCUE_EXPORT_COLUMNS: readonly ReportColumn<Rescue>[] = [
  { header: 'Solicitado em', kind: 'datetime', value: (r) => r.createdAt, width: 18 },
  { header: 'Cliente', kind: 'text', value: (r) => r.client.name, width: 28 },
  { header: 'CPF', kind: 'text', value: (r) => formatCpf(r.client.cpf), width: 16 },
  { header: 'Endereço', kind: 'text', value: (r) => r.client.address, width: 36 },
  { header: 'Brinde', kind: 'text', value: (r) => r.prize.name, width: 28 },
  { header: 'Campanha', kind: 'text', value: (r) => r.campaign.name, width: 24 },
  { header: 'Pontos', kind: 'int', value: (r) => r.points, width: 8 },
  { header: 'Voucher', kind: 'text', value: (r) => r.voucher, width: 14 },
  { header: 'Validade do voucher', kind: 'datetime', value: (r) => r.voucherExpirationDate, width: 18 },
  { header: 'Status', kind: 'text', value: (r) => r.status, width: 12 },
];
