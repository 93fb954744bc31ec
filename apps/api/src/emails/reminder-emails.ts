import { CONCIERGE_HOURS, formatBRL, formatDateBR } from '@mall/shared';
import type { EmailBlock, RenderedEmail } from './email-content';
import { renderEmail } from './render-email';
import { pointsLabel } from './wording';

/** The foot of a customer's reminder: why it came and the one-click link that stops it. */
function optOut(what: string, unsubscribeLink: string, settingsLink: string): EmailBlock[] {
  return [
    {
      kind: 'note',
      text: `Você recebe este lembrete porque participa do programa de pontos. Para não receber mais lembretes de ${what}, use o link abaixo (sem precisar entrar na sua conta) ou desligue-os em Meus dados: ${settingsLink}`,
    },
    { kind: 'note', text: `Não quero mais receber estes lembretes: ${unsubscribeLink}` },
  ];
}

export interface CampaignEndEmailInput {
  name: string;
  campaignName: string;
  /** The campaign's last day for purchases (YYYY-MM-DD). */
  endDate: string;
  /** The last day to redeem (YYYY-MM-DD): the end plus the redemption window. */
  redeemUntil: string;
  /** The customer's points in the campaign. */
  points: number;
  /** The cheapest benefit the customer cannot reach yet, and what is missing for it; null when one is in reach. */
  missing: { prizeName: string; prizePoints: number; cents: number } | null;
  /** `${PUBLIC_URL}/cliente/brindes`, or the purchases' page when points are missing. */
  link: string;
  unsubscribeLink: string;
  settingsLink: string;
}

/** A campaign ends in 7 days: the points the customer can still use, or "Faltam R$ X" for the cheapest benefit. */
export function campaignEndEmail(input: CampaignEndEmailInput): Promise<RenderedEmail> {
  const end = formatDateBR(input.endDate);
  const until = formatDateBR(input.redeemUntil);
  const body: EmailBlock[] = input.missing
    ? [
        {
          kind: 'paragraph',
          text: `Faltam ${formatBRL(input.missing.cents)} em compras aprovadas para você chegar ao benefício "${input.missing.prizeName}" (${pointsLabel(input.missing.prizePoints)}). Você tem ${pointsLabel(input.points)} nesta campanha.`,
        },
        {
          kind: 'paragraph',
          text: `Registre suas compras nas lojas participantes até ${end}; os benefícios podem ser resgatados até ${until}.`,
        },
        { kind: 'action', label: 'Registrar pontos', url: input.link },
      ]
    : [
        {
          kind: 'paragraph',
          text: `Você tem ${pointsLabel(input.points)} para trocar por um benefício. Resgate até ${until}: depois disso os pontos desta campanha não valem mais.`,
        },
        { kind: 'action', label: 'Ver benefícios', url: input.link },
      ];
  return renderEmail({
    subject: input.missing
      ? `A campanha ${input.campaignName} termina em ${end}: faltam ${formatBRL(input.missing.cents)} para um benefício`
      : `A campanha ${input.campaignName} termina em ${end}: você tem ${pointsLabel(input.points)}`,
    preview: input.missing
      ? `Faltam ${formatBRL(input.missing.cents)} em compras para "${input.missing.prizeName}".`
      : `Troque seus ${pointsLabel(input.points)} até ${until}.`,
    heading: 'A campanha está terminando',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      { kind: 'paragraph', text: `A campanha ${input.campaignName} termina em ${end}.` },
      ...body,
      ...optOut('fim de campanha', input.unsubscribeLink, input.settingsLink),
    ],
  });
}

export interface VoucherExpiryEmailInput {
  name: string;
  prizeName: string;
  voucher: string;
  /** Last day to collect it (YYYY-MM-DD). */
  validUntil: string;
  /** `${PUBLIC_URL}/cliente/voucher?code=…` */
  link: string;
  unsubscribeLink: string;
  settingsLink: string;
}

/** A voucher not yet collected expires in 3 days: its code, the concierge desk and the last day. */
export function voucherExpiryEmail(input: VoucherExpiryEmailInput): Promise<RenderedEmail> {
  const until = formatDateBR(input.validUntil);
  return renderEmail({
    subject: `Seu voucher vence em ${until}: ${input.prizeName}`,
    preview: `Retire "${input.prizeName}" no Espaço Concierge até ${until}.`,
    heading: 'Seu voucher vence em breve',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      {
        kind: 'paragraph',
        text: `O voucher de "${input.prizeName}" ainda não foi retirado e vale até ${until}. Apresente o código no Espaço Concierge do shopping.`,
      },
      { kind: 'code', label: 'Código do voucher', value: input.voucher, size: 'large' },
      { kind: 'facts', rows: [{ label: 'Válido até', value: until }] },
      { kind: 'action', label: 'Ver meu voucher', url: input.link },
      { kind: 'paragraph', text: 'Horário do Espaço Concierge:' },
      { kind: 'facts', rows: CONCIERGE_HOURS.map((h) => ({ label: h.days, value: h.hours })) },
      ...optOut('vencimento de voucher', input.unsubscribeLink, input.settingsLink),
    ],
  });
}

export interface DigestPurchase {
  storeName: string;
  clientName: string;
  netCents: number;
  /** When its review is due (ISO instant). */
  deadline: string;
  late: boolean;
}

export interface ReviewDigestEmailInput {
  name: string;
  /** The day of the digest (YYYY-MM-DD). */
  day: string;
  pending: number;
  late: number;
  /** The first purchases of the queue, late ones first (oldest deadline first). */
  purchases: readonly DigestPurchase[];
  /** The review queue, late ones first. */
  link: string;
  /** Formats an instant in the mall's time zone ("dd/mm/aaaa hh:mm"). */
  dateTime: (iso: string) => string;
}

/** The reviewers' morning digest: how many purchases wait, how many are late, the first ones. */
export function reviewDigestEmail(input: ReviewDigestEmailInput): Promise<RenderedEmail> {
  const waiting = input.pending === 1 ? '1 compra aguarda' : `${input.pending} compras aguardam`;
  const late = input.late === 1 ? '1 atrasada' : `${input.late} atrasadas`;
  const summary = input.late > 0 ? `${waiting} análise, ${late}.` : `${waiting} análise, nenhuma atrasada.`;
  const rest = input.pending - input.purchases.length;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Olá, ${input.name}!` },
    { kind: 'paragraph', text: summary },
    ...(input.late > 0
      ? [
          {
            kind: 'notice',
            tone: 'danger',
            label: 'Atrasadas',
            text: `${input.late === 1 ? '1 compra já passou' : `${input.late} compras já passaram`} do prazo de análise (72 horas para número de nota; 3 dias úteis para foto). ${input.late === 1 ? 'Ela aparece primeiro' : 'Elas aparecem primeiro'}.`,
          } as const,
        ]
      : []),
    ...input.purchases.map(
      (p): EmailBlock => ({
        kind: 'facts',
        rows: [
          { label: p.late ? 'Atrasada desde' : 'Prazo', value: input.dateTime(p.deadline) },
          { label: 'Loja', value: p.storeName },
          { label: 'Cliente', value: p.clientName },
          { label: 'Valor', value: formatBRL(p.netCents) },
        ],
      }),
    ),
    ...(rest > 0 ? [{ kind: 'paragraph', text: `E mais ${rest} na fila.` } as const] : []),
    { kind: 'action', label: 'Abrir a fila de análise', url: input.link },
  ];
  return renderEmail({
    subject:
      input.late > 0
        ? `Fila de análise: ${input.late} ${input.late === 1 ? 'compra atrasada' : 'compras atrasadas'} de ${input.pending}`
        : `Fila de análise: ${input.pending} ${input.pending === 1 ? 'compra pendente' : 'compras pendentes'}`,
    preview: summary,
    heading: `Fila de análise de ${formatDateBR(input.day)}`,
    blocks,
    footnote:
      'Resumo diário enviado a quem analisa compras, só nos dias em que há compras aguardando. Este é um e-mail automático: não é preciso respondê-lo.',
  });
}
