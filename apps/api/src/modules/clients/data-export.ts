import { formatDateBR, type OwnDataExport, saleStatusLabel, todayIn } from '@mall/shared';
import { csvField } from '../../lib/report-csv';

export { csvField };

/**
 * The readable copy of a customer's purchases and redemptions: a CSV that a spreadsheet in
 * Brazil opens as it is. UTF-8 with a BOM (so accents survive), `;` between fields (the comma is
 * the decimal separator), CRLF line ends, dates as dd/mm/aaaa in APP_TIMEZONE and amounts in
 * reais as "6.200,00" under a "(R$)" header, so they stay numbers.
 */
export const CSV_HEADER = [
  'Tipo',
  'Data',
  'Loja',
  'Nota fiscal',
  'Valor bruto (R$)',
  'Desconto (R$)',
  'Valor líquido (R$)',
  'Pontos',
  'Situação',
  'Brinde',
  'Campanha',
  'Voucher',
  'Validade do voucher',
] as const;

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function exportCsv(data: OwnDataExport, timeZone: string): string {
  const dateOf = (instant: string) => formatDateBR(todayIn(timeZone, new Date(instant)));
  const rows: (string | number | null)[][] = [
    ...data.purchases.map((p) => [
      'Compra',
      formatDateBR(p.saleDate),
      p.store.tradeName,
      p.invoiceNumber,
      reais.format(p.grossValue),
      reais.format(p.discountValue),
      reais.format(p.netValue),
      p.points,
      saleStatusLabel(p.status),
      null,
      null,
      null,
      null,
    ]),
    ...data.redemptions.map((r) => [
      'Resgate',
      dateOf(r.createdAt),
      null,
      null,
      null,
      null,
      null,
      r.points,
      r.status,
      r.prize.name,
      r.campaign.name,
      r.voucher,
      dateOf(r.voucherExpirationDate),
    ]),
  ];
  const lines = [CSV_HEADER, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
