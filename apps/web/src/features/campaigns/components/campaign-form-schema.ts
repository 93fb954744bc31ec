import { CAMPAIGN_MESSAGES, type Campaign, type CreateCampaignBody, campaignFieldSchemas } from '@mall/shared';
import { z } from 'zod';
import { REQUIRED, wireText } from '../../../lib/wire-field';

export { REQUIRED };
export const FILL_ALL_REQUIRED = 'Preencha todos os campos obrigatórios';
/** The form's own words for a rate out of range or not whole (the server says it in two messages). */
const RATE = 'Taxa de conversão deve ser um número inteiro de 0 a 100';

const fields = campaignFieldSchemas;

/** The campaign body's fields as typed, checked by the wire schemas (limits and messages written once). */
export const campaignFormSchema = z
  .object({
    name: wireText(fields.name, { required: true }),
    description: wireText(fields.description, { required: true }),
    startDate: wireText(fields.startDate, { required: true }),
    endDate: wireText(fields.endDate, { required: true }),
    conversionRate: wireText(fields.conversionRate, {
      required: true,
      read: (text) => (/^\d+$/.test(text) ? Number(text) : text),
      message: RATE,
    }),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    message: CAMPAIGN_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });

/** How the server's messages name the form's fields (labels as in its messages, body paths). */
export const campaignFieldMatchers = {
  name: { paths: ['name'], labels: ['Nome'] },
  description: { paths: ['description'], labels: ['Descrição'] },
  startDate: { paths: ['startDate'], labels: ['Data inicial'] },
  endDate: { paths: ['endDate'], labels: ['Data final', 'A data final'] },
  conversionRate: { paths: ['conversionRate'], labels: ['Taxa de conversão'] },
} as const;

export type CampaignFormValues = z.infer<typeof campaignFormSchema>;

export const emptyCampaignForm: CampaignFormValues = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  conversionRate: '100',
};

export function campaignToForm(c: Campaign): CampaignFormValues {
  return {
    name: c.name,
    description: c.description,
    startDate: c.startDate,
    endDate: c.endDate,
    conversionRate: String(c.conversionRate),
  };
}

export function formToCampaignBody(v: CampaignFormValues): CreateCampaignBody {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    startDate: v.startDate,
    endDate: v.endDate,
    conversionRate: Number(v.conversionRate),
  };
}
