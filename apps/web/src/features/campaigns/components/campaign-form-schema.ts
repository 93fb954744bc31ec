import type { Campaign, CreateCampaignBody } from '@mall/shared';
import { z } from 'zod';

/** Per-field text for a blank required field; the form also toasts SPEC's sentence once. */
export const REQUIRED = 'Campo obrigatório';
export const FILL_ALL_REQUIRED = 'Preencha todos os campos obrigatórios';
const RATE = 'Taxa de conversão deve ser um número inteiro de 0 a 100';

const required = z.string().trim().min(1, REQUIRED);

export const campaignFormSchema = z
  .object({
    name: required.max(120, 'Nome deve ter no máximo 120 caracteres'),
    description: required.max(5000, 'Descrição deve ter no máximo 5000 caracteres'),
    startDate: required.regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida'),
    endDate: required.regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida'),
    conversionRate: required.refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= 100, RATE),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    message: 'A data final deve ser igual ou posterior à data inicial',
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
