import { z } from 'zod';
import { PRIZE_TYPES } from './enums';
import { responsiveImageSchema } from './images.schemas';
import { receiptReadingSchema } from './receipt-reading.schemas';

/** Pictures come from our own upload endpoint; nothing else is shown to visitors. */
export const PUBLIC_UPLOAD_URL = /^\/uploads\/public\/[A-Za-z0-9/_.-]+$/;

const imageUrl = z
  .string()
  .regex(PUBLIC_UPLOAD_URL, 'Imagem inválida: envie a imagem pelo upload')
  .nullable()
  .optional();

const points = z
  .number({ error: 'Pontos é obrigatório' })
  .int('Pontos deve ser um número inteiro')
  .min(1, 'Pontos deve ser pelo menos 1')
  .max(1_000_000, 'Pontos deve ser no máximo 1.000.000');

const stock = z
  .number({ error: 'Estoque deve ser um número' })
  .int('Estoque deve ser um número inteiro')
  .min(0, 'Estoque não pode ser negativo')
  .nullable()
  .optional();

export const createPrizeBodySchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(150, 'Nome deve ter no máximo 150 caracteres'),
  points,
  type: z.enum(PRIZE_TYPES, { error: 'Tipo inválido: use produto, servico ou outro' }).default('produto'),
  description: z.string().trim().max(5000, 'Descrição deve ter no máximo 5000 caracteres').nullable().optional(),
  imageUrl,
  storeId: z.uuid({ error: 'Selecione uma loja' }),
  /** Defaults to the active campaign. */
  campaignId: z.uuid({ error: 'Campanha inválida' }).optional(),
  featured: z.boolean().optional().default(false),
  stock,
});
export type CreatePrizeBody = z.input<typeof createPrizeBodySchema>;

export const updatePrizeBodySchema = z.object({
  name: createPrizeBodySchema.shape.name.optional(),
  points: points.optional(),
  type: z.enum(PRIZE_TYPES, { error: 'Tipo inválido: use produto, servico ou outro' }).optional(),
  description: createPrizeBodySchema.shape.description,
  imageUrl,
  storeId: z.uuid({ error: 'Selecione uma loja' }).optional(),
  campaignId: z.uuid({ error: 'Campanha inválida' }).optional(),
  featured: z.boolean().optional(),
  stock,
  /** SPEC: activate/inactivate by sending inactivatedAt (a date to inactivate, null to activate). */
  inactivatedAt: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
});
export type UpdatePrizeBody = z.infer<typeof updatePrizeBodySchema>;

export const prizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number(),
  type: z.enum(PRIZE_TYPES),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * `imageUrl`'s sizes for `srcset`; null without a picture, for a picture from elsewhere, and
   * for an older picture until its sizes are made (in the background).
   */
  image: responsiveImageSchema.nullable(),
  storeId: z.string().nullable(),
  store: z.object({ id: z.string(), tradeName: z.string() }).nullable(),
  campaignId: z.string(),
  campaign: z.object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() }),
  featured: z.boolean(),
  stock: z.number().nullable(),
  soldOut: z.boolean(),
  inactivatedAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Prize = z.infer<typeof prizeSchema>;

export const featuredConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  featuredPrizes: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});

export const uploadResponseSchema = z.object({
  message: z.string(),
  url: z.string(),
  data: z.object({
    id: z.string(),
    url: z.string(),
    mimeType: z.string(),
    size: z.number(),
    /** A public picture's sizes (made as it was stored); null for a receipt. */
    image: responsiveImageSchema.nullable(),
    /**
     * What the server read off a receipt photo, when it was done within a moment; null otherwise
     * (a picture, or a reading still under way: it reaches the purchase's checks later).
     */
    receipt: receiptReadingSchema.nullable(),
  }),
});
