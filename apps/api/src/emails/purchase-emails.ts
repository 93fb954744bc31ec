import { formatBRL, formatDateBR } from '@mall/shared';
import type { EmailBlock, RenderedEmail } from './email-content';
import { renderEmail } from './render-email';
import { pointsLabel } from './wording';

interface PurchaseEmailBase {
  /** The customer's name. */
  name: string;
  /** Net value of the purchase, in cents. */
  netCents: number;
  /** Purchase date (YYYY-MM-DD). */
  saleDate: string;
  storeName: string;
  /** The customer's points page, `${PUBLIC_URL}/meus-pontos`. */
  link: string;
}

function purchaseFacts(input: PurchaseEmailBase, extra: { label: string; value: string }[] = []): EmailBlock {
  return {
    kind: 'facts',
    rows: [
      { label: 'Loja', value: input.storeName },
      { label: 'Data da compra', value: formatDateBR(input.saleDate) },
      { label: 'Valor', value: formatBRL(input.netCents) },
      ...extra,
    ],
  };
}

const follow = (link: string): EmailBlock[] => [
  { kind: 'paragraph', text: 'Acompanhe suas compras e seus pontos na sua área do cliente:' },
  { kind: 'action', label: 'Ver meus pontos', url: link },
];

/** Staff approved a purchase: its value, date and the points it earned. */
export function purchaseApprovedEmail(input: PurchaseEmailBase & { points: number }): Promise<RenderedEmail> {
  const what = `A compra de ${formatBRL(input.netCents)} em ${formatDateBR(input.saleDate)} foi aprovada.`;
  return renderEmail({
    subject: 'Sua compra foi aprovada',
    preview: `${what} Pontos desta compra: ${input.points}.`,
    heading: 'Sua compra foi aprovada',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      { kind: 'paragraph', text: what },
      purchaseFacts(input, [{ label: 'Pontos desta compra', value: pointsLabel(input.points) }]),
      ...follow(input.link),
    ],
  });
}

/**
 * Staff rejected a purchase, with the reason they gave. A first rejection says how to contest it
 * and until when ("Contestar" on the purchase in Meus pontos, `link` opening the list on its
 * date); a rejection after a contest says it is final.
 */
export function purchaseRejectedEmail(
  input: PurchaseEmailBase & {
    reason: string;
    /** The last day (YYYY-MM-DD) the customer may contest; null when this decision is final. */
    contestUntil: string | null;
  },
): Promise<RenderedEmail> {
  const what = `A compra de ${formatBRL(input.netCents)} em ${formatDateBR(input.saleDate)} não foi aprovada.`;
  const next: EmailBlock[] =
    input.contestUntil === null
      ? [
          {
            kind: 'paragraph',
            text: 'Esta é a decisão final: a compra já foi contestada uma vez e não pode ser contestada de novo.',
          },
          ...follow(input.link),
        ]
      : [
          {
            kind: 'paragraph',
            text: `Se você discorda, pode contestar até ${formatDateBR(input.contestUntil)}: em Meus pontos, encontre esta compra e use o botão "Contestar", explicando em uma mensagem por que ela deve ser aprovada. A compra volta para análise e a nova decisão será final. Cada compra pode ser contestada uma única vez.`,
          },
          { kind: 'action', label: 'Contestar em Meus pontos', url: input.link },
        ];
  return renderEmail({
    subject: 'Sua compra não foi aprovada',
    preview:
      input.contestUntil === null
        ? `${what} Esta é a decisão final.`
        : `${what} Você pode contestar até ${formatDateBR(input.contestUntil)}.`,
    heading: 'Sua compra não foi aprovada',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      { kind: 'paragraph', text: what },
      purchaseFacts(input),
      { kind: 'notice', tone: 'danger', label: 'Motivo', text: input.reason },
      ...next,
    ],
  });
}

/** Staff canceled an approved purchase (its points are reversed), with the reason they gave. */
export function purchaseCanceledEmail(input: PurchaseEmailBase & { reason: string }): Promise<RenderedEmail> {
  const what = `A compra de ${formatBRL(input.netCents)} em ${formatDateBR(input.saleDate)} foi cancelada e seus pontos estornados.`;
  return renderEmail({
    subject: 'Sua compra foi cancelada',
    preview: what,
    heading: 'Sua compra foi cancelada',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      { kind: 'paragraph', text: what },
      purchaseFacts(input),
      { kind: 'notice', tone: 'danger', label: 'Motivo', text: input.reason },
      ...follow(input.link),
    ],
  });
}
