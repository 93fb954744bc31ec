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

/** A campaign name is data, not markup: characters markdown would act on are escaped. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, '\\$&');
}

/** The "Período da campanha" paragraph: the active campaign's name and dates, or a fallback. */
export function periodText(campaign: RulesCampaign | null | undefined): string {
  if (campaign === undefined) return UNKNOWN_PERIOD;
  if (campaign === null) return NO_CAMPAIGN_PERIOD;
  const start = formatDate(campaign.startDate);
  const end = formatDate(campaign.endDate);
  const redemption = formatDate(campaign.redemptionEndDate);
  const rate =
    campaign.conversionRate === 100
      ? 'Nesta campanha vale a regra "Padrão (1/1000)".'
      : `Nesta campanha, ${campaign.conversionRate}% do valor das compras conta para a regra "Padrão (1/1000)".`;
  return [
    `A campanha **${escapeMarkdown(campaign.name)}** vale para compras feitas de **${start} a ${end}**, registradas até as 23h59 de ${end}.`,
    `A pontuação se encerra em ${end}; o resgate dos benefícios vai até **${redemption}**, e os vouchers emitidos valem até essa mesma data.`,
    rate,
  ].join(' ');
}

/** Replaces `{{KEY}}` placeholders; unknown keys are left visible so a typo is noticed. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
