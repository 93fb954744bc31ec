import { CONCIERGE_HOURS, formatDateBR } from '@mall/shared';
import type { RenderedEmail } from './email-content';
import { renderEmail } from './render-email';
import { pointsLabel } from './wording';

export interface VoucherEmailInput {
  /** The customer's name. */
  name: string;
  prizeName: string;
  points: number;
  /** The voucher code, as the desk reads it. */
  voucher: string;
  /** Last day to collect it (YYYY-MM-DD, APP_TIMEZONE). */
  validUntil: string;
  /** The public voucher page, `${PUBLIC_URL}/cliente/voucher?code=…`. */
  link: string;
}

/** Sent when a customer redeems a prize: the code to show at the concierge desk and until when. */
export function voucherEmail(input: VoucherEmailInput): Promise<RenderedEmail> {
  const until = formatDateBR(input.validUntil);
  return renderEmail({
    subject: `Seu voucher: ${input.prizeName}`,
    preview: `Código ${input.voucher}, válido até ${until}.`,
    heading: 'Seu voucher chegou',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      { kind: 'paragraph', text: `Você resgatou "${input.prizeName}" por ${pointsLabel(input.points)}.` },
      { kind: 'code', label: 'Código do voucher', value: input.voucher, size: 'large' },
      {
        kind: 'paragraph',
        text: `Válido até ${until}. Apresente-o no espaço do concierge do shopping.`,
      },
      { kind: 'action', label: 'Ver meu voucher', url: input.link },
      { kind: 'paragraph', text: 'Horário do Espaço Concierge:' },
      { kind: 'facts', rows: CONCIERGE_HOURS.map((h) => ({ label: h.days, value: h.hours })) },
    ],
  });
}
