import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { BRAND, formatBRL, formatCnpjMask, formatDateBR } from '@mall/shared';
import pdfmake, { type DocumentDefinition } from 'pdfmake';
import { monthLabel } from '../../emails/wording';

/**
 * A bill's PDF, drawn on the server by pdfmake (no browser) with the Roboto files pdfmake ships
 * (read from node_modules, never fetched): the mall, the store, the month, its sales, the fee,
 * the amount due, the due date and how to pay: the PIX QR Code and its "copia e cola" text, or
 * the bank details of the configuration.
 */

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
const FONT_DIR = dirname(font('Roboto-Regular.ttf'));
pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
// The document names no file nor URL of its own: nothing but the fonts may be read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));

export interface BillPdfInput {
  billId: string;
  storeName: string;
  cnpj: string;
  month: number;
  year: number;
  salesCount: number;
  totalSalesCents: number;
  /** Percent, e.g. 2.5. */
  feePercent: number;
  /** The month's own fee: total x fee, rounded once. */
  feeAmountCents: number;
  /** The statement's adjustment lines (signed): fee amount + these = amount due (or a balance carried). */
  adjustments: { kind: 'sales' | 'balance'; month: number; year: number; amountCents: number }[];
  amountDueCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  pixPayload: string | null;
  bankDetails?: string;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const INK = '#2b2420';
const MUTED = '#6f655d';
const LINE = '#d9d1c7';

/** The file name a bill downloads as: boleto-2026-03-casa-aurora-moveis.pdf. */
export function billFileName(storeName: string, month: number, year: number): string {
  const slug = storeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `boleto-${year}-${String(month).padStart(2, '0')}-${slug || 'loja'}.pdf`;
}

/** "+R$ 50,00", "-R$ 12,30". */
const signedBRL = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '-' : ''}${formatBRL(Math.abs(cents))}`;

/** A pdfmake content node. */
type Content = Record<string, unknown> | Content[];

function payment(input: BillPdfInput): Content[] {
  if (input.pixPayload) {
    return [
      { text: 'Pague com PIX', style: 'section' },
      {
        text: 'Leia o QR Code no aplicativo do seu banco, ou copie o código abaixo na opção "PIX copia e cola".',
        color: MUTED,
        margin: [0, 0, 0, 10],
      },
      { qr: input.pixPayload, fit: 170, margin: [0, 0, 0, 10] },
      { text: 'PIX copia e cola', bold: true, margin: [0, 0, 0, 4] },
      { text: input.pixPayload, fontSize: 8, color: INK, characterSpacing: 0.2 },
    ];
  }
  return [
    { text: 'Dados para pagamento', style: 'section' },
    input.bankDetails
      ? { text: input.bankDetails }
      : { text: 'Entre em contato com a administração do shopping para os dados de pagamento.', color: MUTED },
  ];
}

export function billDocument(input: BillPdfInput): DocumentDefinition {
  const row = (label: string, value: string, strong = false): Content[] => [
    { text: label, color: MUTED },
    { text: value, bold: strong, alignment: 'right' },
  ];
  const month = monthLabel(input.month, input.year);
  return {
    info: { title: `Boleto de ${month}: ${input.storeName}`, author: BRAND, subject: 'Taxa administrativa' },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, color: INK },
    styles: {
      brand: { fontSize: 18, bold: true },
      title: { fontSize: 13, margin: [0, 4, 0, 18], color: MUTED },
      section: { fontSize: 12, bold: true, margin: [0, 18, 0, 6] },
    },
    content: [
      { text: BRAND, style: 'brand' },
      { text: 'Boleto da taxa administrativa do programa de pontos', style: 'title' },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            row('Loja', input.storeName, true),
            row('CNPJ', formatCnpjMask(input.cnpj)),
            row('Mês de referência', month),
            row('Compras no mês', String(input.salesCount)),
            row('Total das compras', formatBRL(input.totalSalesCents)),
            row('Taxa administrativa', `${percent.format(input.feePercent)}%`),
            ...(input.adjustments.length > 0
              ? [
                  row('Taxa do mês', formatBRL(input.feeAmountCents)),
                  ...input.adjustments.map((a) =>
                    row(
                      a.kind === 'balance'
                        ? `Saldo a favor do extrato de ${monthLabel(a.month, a.year)}`
                        : `Ajuste de ${monthLabel(a.month, a.year)} (vendas alteradas após o boleto)`,
                      signedBRL(a.amountCents),
                    ),
                  ),
                ]
              : []),
            row('Valor a pagar', formatBRL(input.amountDueCents), true),
            row('Vencimento', formatDateBR(input.dueDate), true),
          ],
        },
        layout: {
          hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
            i === 0 || i === node.table.body.length ? 0 : 0.5,
          vLineWidth: () => 0,
          hLineColor: () => LINE,
          paddingTop: () => 6,
          paddingBottom: () => 6,
          paddingLeft: () => 0,
          paddingRight: () => 0,
        },
      },
      ...payment(input),
      {
        text: `Boleto ${input.billId}. Se o pagamento já foi feito, desconsidere este documento.`,
        fontSize: 8,
        color: MUTED,
        margin: [0, 24, 0, 0],
      },
    ],
  };
}

/** The PDF file of a bill. */
export async function renderBillPdf(input: BillPdfInput): Promise<Buffer> {
  return pdfmake.createPdf(billDocument(input)).getBuffer();
}
