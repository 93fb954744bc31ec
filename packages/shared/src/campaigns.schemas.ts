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

export const createCampaignBodySchema = z
  .object({
    name: text('Nome', 120),
    description: text('Descrição', 5000),
    startDate: isoDateSchema('Data inicial'),
    endDate: isoDateSchema('Data final'),
    conversionRate: rate,
  })
  .refine((c) => c.endDate >= c.startDate, {
    message: 'A data final deve ser igual ou posterior à data inicial',
    path: ['endDate'],
  });
export type CreateCampaignBody = z.infer<typeof createCampaignBodySchema>;

export const updateCampaignBodySchema = z.object({
  name: text('Nome', 120).optional(),
  description: text('Descrição', 5000).optional(),
  startDate: isoDateSchema('Data inicial').optional(),
  endDate: isoDateSchema('Data final').optional(),
  conversionRate: rate.optional(),
});
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
