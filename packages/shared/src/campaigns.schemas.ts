import { z } from 'zod';
import { isoDateSchema } from './schemas';

const rate = z
  .number({ error: 'Taxa de conversão deve ser um número de 0 a 100' })
  .int('Taxa de conversão deve ser um número inteiro')
  .min(0, 'Taxa de conversão deve ser um número de 0 a 100')
  .max(100, 'Taxa de conversão deve ser um número de 0 a 100');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);

/** Each field of a campaign body, for the web form to check its inputs with the same limits and messages. */
export const campaignFieldSchemas = {
  name: text('Nome', 120),
  description: text('Descrição', 5000),
  startDate: isoDateSchema('Data inicial'),
  endDate: isoDateSchema('Data final'),
  conversionRate: rate,
};

export const CAMPAIGN_MESSAGES = {
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
} as const;

export const createCampaignBodySchema = z.object(campaignFieldSchemas).refine((c) => c.endDate >= c.startDate, {
  message: CAMPAIGN_MESSAGES.endBeforeStart,
  path: ['endDate'],
});
export type CreateCampaignBody = z.infer<typeof createCampaignBodySchema>;

export const updateCampaignBodySchema = z.object(campaignFieldSchemas).partial();
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  conversionRate: z.number(),
  inactivatedAt: z.string().nullable(),
  isFinished: z.boolean(),
  finishedAt: z.string().nullable(),
  /** Active: not inactivated and not finished (at most one). */
  active: z.boolean(),
  /** Last day for redemptions and vouchers: endDate + 10 days. */
  redemptionEndDate: z.string(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A campaign as a filter option (GET /campaigns/options). */
export const campaignOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CampaignOption = z.infer<typeof campaignOptionSchema>;
