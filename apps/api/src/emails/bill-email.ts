import { formatBRL, formatDateBR } from '@mall/shared';
import type { EmailBlock, EmailFact, RenderedEmail } from './email-content';
import { renderEmail } from './render-email';
import { monthLabel } from './wording';

export interface BillEmailInput {
  /** The store's trade name. */
  storeName: string;
  /** Reference month of the statement, 1-12, and its year. */
  month: number;
  year: number;
  amountDueCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** The PIX BR Code (EMV "copia e cola"), when the mall has a PIX key. */
  pixCopyPaste?: string | null;
  /** Bank details from configuration, shown when there is no PIX code. Line breaks are kept. */
  bankDetails?: string | null;
  /** Optional detail of the statement behind the bill. */
  salesCount?: number;
  totalSalesCents?: number;
  /** Fee percent used (e.g. 2.5). */
  feePercent?: number;
  /** A reminder of a bill already sent: its due date is near, or past. */
  reminder?: 'bill_due_soon' | 'bill_overdue';
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The bill of a store's monthly statement, sent to its invoice e-mails. The PDF is attached by
 * the caller; this message says what is due, when, and how to pay it.
 */
export function billEmail(input: BillEmailInput): Promise<RenderedEmail> {
  const month = monthLabel(input.month, input.year);
  const due = formatDateBR(input.dueDate);
  const amount = formatBRL(input.amountDueCents);
  const facts: EmailFact[] = [
    { label: 'Loja', value: input.storeName },
    { label: 'Mês de referência', value: month },
  ];
  if (input.salesCount !== undefined) facts.push({ label: 'Compras no mês', value: String(input.salesCount) });
  if (input.totalSalesCents !== undefined)
    facts.push({ label: 'Total das compras', value: formatBRL(input.totalSalesCents) });
  if (input.feePercent !== undefined)
    facts.push({ label: 'Taxa administrativa', value: `${percent.format(input.feePercent)}%` });
  facts.push({ label: 'Valor a pagar', value: amount }, { label: 'Vencimento', value: due });

  const payment: EmailBlock[] = input.pixCopyPaste
    ? [
        {
          kind: 'paragraph',
          text: 'Para pagar com PIX, copie o código abaixo e cole na opção "PIX copia e cola" do aplicativo do seu banco, ou leia o QR Code do PDF.',
        },
        { kind: 'code', label: 'PIX copia e cola', value: input.pixCopyPaste, size: 'small' },
      ]
    : input.bankDetails
      ? [{ kind: 'notice', tone: 'neutral', label: 'Dados para pagamento', text: input.bankDetails }]
      : [{ kind: 'paragraph', text: 'Os dados para pagamento estão no PDF anexo.' }];

  const reminder = input.reminder;
  const subject =
    reminder === 'bill_due_soon'
      ? `Lembrete: boleto de ${month} vence em ${due}: ${input.storeName}`
      : reminder === 'bill_overdue'
        ? `Boleto vencido em ${due}: ${month}, ${input.storeName}`
        : `Boleto de ${month}: ${input.storeName}`;
  const heading =
    reminder === 'bill_due_soon'
      ? 'O boleto vence em breve'
      : reminder === 'bill_overdue'
        ? 'O boleto está vencido'
        : 'Boleto da taxa administrativa';
  const intro =
    reminder === 'bill_due_soon'
      ? `Lembramos que o boleto da taxa administrativa do programa de pontos referente a ${month}, de ${amount}, vence em ${due}. O PDF está anexado a este e-mail.`
      : reminder === 'bill_overdue'
        ? `O boleto da taxa administrativa do programa de pontos referente a ${month}, de ${amount}, venceu em ${due} e ainda não consta como pago. O PDF está anexado a este e-mail; em caso de dúvida, fale com a administração do shopping.`
        : `Segue o boleto da taxa administrativa do programa de pontos referente a ${month}: ${amount}, com vencimento em ${due}. O PDF está anexado a este e-mail.`;

  return renderEmail({
    subject,
    preview: reminder === 'bill_overdue' ? `${amount} vencido em ${due}.` : `${amount} com vencimento em ${due}.`,
    heading,
    blocks: [
      { kind: 'paragraph', text: `Olá, equipe da loja ${input.storeName}!` },
      { kind: 'paragraph', text: intro },
      { kind: 'facts', rows: facts },
      ...payment,
      { kind: 'note', text: 'Se o pagamento já foi feito, desconsidere este e-mail.' },
    ],
  });
}
