import type { Campaign } from '@mall/shared';
import { formatDate } from '../../../lib/format';

/** What the rules text reads of the active campaign. */
export type RulesCampaign = Pick<
  Campaign,
  'id' | 'name' | 'startDate' | 'endDate' | 'conversionRate' | 'redemptionEndDate'
>;

export const LOADING_PERIOD = 'Carregando as datas da campanha vigente...';
export const NO_CAMPAIGN_PERIOD =
  'No momento não há campanha vigente. As datas da próxima campanha serão publicadas nesta página; as regras abaixo valem para todas as campanhas.';
export const UNKNOWN_PERIOD =
  'Não foi possível carregar as datas da campanha vigente agora. Tente novamente em instantes; as regras abaixo valem para todas as campanhas.';

/** A stretch of the period paragraph: plain, or in bold. */
export type PeriodPart = string | { strong: string };

/**
 * The "Período da campanha" paragraph: the active campaign's name and dates, or a fallback. The
 * name is data, shown as typed (it never passes through markdown).
 */
export function periodParts(campaign: RulesCampaign | null | undefined): PeriodPart[] {
  if (campaign === undefined) return [UNKNOWN_PERIOD];
  if (campaign === null) return [NO_CAMPAIGN_PERIOD];
  const start = formatDate(campaign.startDate);
  const end = formatDate(campaign.endDate);
  const redemption = formatDate(campaign.redemptionEndDate);
  const rate =
    campaign.conversionRate === 100
      ? 'Nesta campanha vale a regra "Padrão (1/1000)".'
      : `Nesta campanha, ${campaign.conversionRate}% do valor das compras conta para a regra "Padrão (1/1000)".`;
  return [
    'A campanha ',
    { strong: campaign.name },
    ' vale para compras feitas de ',
    { strong: `${start} a ${end}` },
    `, registradas até as 23h59 de ${end}. A pontuação se encerra em ${end}; o resgate dos benefícios vai até `,
    { strong: redemption },
    `, e os vouchers emitidos valem até essa mesma data. ${rate}`,
  ];
}
