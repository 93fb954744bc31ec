import {
  campaignBalance,
  POINT_VALUE_CENTS,
  reaisToCents,
  type Sale,
  STANDARD_RULE_LABEL,
  salePoints,
} from '@mall/shared';
import { formatCurrency, formatDate, formatDateTime, formatPoints } from '../../../lib/format';

/** What /meus-pontos says of each purchase besides its figures: review, rejection, contest, points. */

type Contestable = Pick<Sale, 'status' | 'contestedAt' | 'contestDeadline'>;

/** Only a rejected purchase, only once (the next decision is final) and until its deadline. */
export function canContest(sale: Contestable, now = Date.now()): boolean {
  if (sale.status !== 'rejected' || sale.contestedAt !== null) return false;
  return sale.contestDeadline === null || Date.parse(sale.contestDeadline) >= now;
}

/** Beside "Contestar": until when ("Você pode contestar até 09/04/2026"), or that the time is over. */
export function contestDeadlineText(sale: Contestable, now = Date.now()): string | null {
  if (sale.status !== 'rejected' || sale.contestedAt !== null || !sale.contestDeadline) return null;
  const day = formatDate(sale.contestDeadline);
  return canContest(sale, now) ? `Você pode contestar até ${day}` : `O prazo para contestar terminou em ${day}`;
}

/** An instant as "14/11/2026 às 23:59", in the mall's time zone. */
export function instantText(iso: string): string {
  const [date, time] = formatDateTime(iso).split(', ');
  return time ? `${date} às ${time}` : (date ?? '—');
}

export const reviewDeadlineText = (iso: string) => `Em análise até ${instantText(iso)}`;

/** "Contestada em 12/11" (the day in the mall's time zone). */
export const contestedText = (iso: string) => `Contestada em ${formatDate(iso).slice(0, 5)}`;

export const reasonText = (reason: string) => `Motivo: ${reason}`;

export const CHECKS_FOUND = 'O que a verificação do comprovante encontrou:';

/** What the receipt's checks found wrong, as the reviewer read it (failed checks only). */
export const failedChecks = (sale: Pick<Sale, 'checks'>): string[] =>
  sale.checks.filter((c) => c.status === 'failed').map((c) => c.message);

export const FINAL_DECISION = 'Decisão final: esta compra não pode ser contestada de novo.';

export interface PointsBreakdown {
  net: string;
  rule: string;
  points: string;
  balance: string;
}

const POINT_VALUE = formatCurrency(POINT_VALUE_CENTS / 100);

/**
 * "How the points were computed" for one purchase (SPEC §1, DECISIONS.md): its net value, the rule
 * at the campaign's conversion rate (null when the page does not know it: another campaign than
 * the running one), its own points, and why the balance is not the sum of each purchase's points.
 */
export function pointsBreakdown(
  sale: Pick<Sale, 'netValue' | 'points' | 'status'>,
  conversionRate: number | null,
): PointsBreakdown {
  const net = formatCurrency(sale.netValue);
  const netCents = reaisToCents(sale.netValue);

  let rule: string;
  if (conversionRate === null)
    rule = `${STANDARD_RULE_LABEL}: cada ${POINT_VALUE} de valor líquido vale 1 ponto, na taxa de conversão da campanha da compra.`;
  else if (conversionRate === 100)
    rule = `${STANDARD_RULE_LABEL}: cada ${POINT_VALUE} de valor líquido vale 1 ponto (taxa de conversão da campanha: 100%).`;
  else
    rule = `${STANDARD_RULE_LABEL} com a taxa de conversão da campanha, ${conversionRate}%: conta ${conversionRate}% do valor líquido, e cada ${POINT_VALUE} contado vale 1 ponto.`;

  let points: string;
  if (sale.status === 'approved' && sale.points !== null) {
    const rate = conversionRate === null || conversionRate === 100 ? '' : ` × ${conversionRate}%`;
    points =
      conversionRate === null
        ? formatPoints(sale.points)
        : `${formatPoints(sale.points)} (${net}${rate} ÷ ${POINT_VALUE}, arredondado para baixo)`;
  } else if (sale.status === 'pending')
    points =
      conversionRate === null
        ? 'Não pontuado ainda: os pontos contam quando a compra for aprovada.'
        : `Não pontuado ainda: aprovada, esta compra vale ${formatPoints(salePoints(netCents, conversionRate))}.`;
  else points = `Não pontuado: uma compra ${sale.status === 'canceled' ? 'cancelada' : 'rejeitada'} não gera pontos.`;

  let balance =
    'O saldo da campanha soma os valores líquidos das compras aprovadas antes de converter, então o que sobra de cada compra se junta ao das outras: o total de pontos pode ser maior que a soma dos pontos de cada compra.';
  if (sale.status === 'approved' && conversionRate !== null) {
    const rate = { conversionRate, redeemed: false };
    const next = campaignBalance({ approvedNetCents: [netCents], ...rate }).centsToNextPoint;
    const whole = campaignBalance({ approvedNetCents: [], ...rate }).centsToNextPoint;
    // Only when this purchase leaves a remainder: short of a whole point's worth to the next one.
    if (next !== null && whole !== null && next < whole)
      balance += ` Com mais ${formatCurrency(next / 100)} em compras aprovadas nesta campanha, a sobra desta compra vira mais um ponto.`;
  }
  return { net, rule, points, balance };
}
