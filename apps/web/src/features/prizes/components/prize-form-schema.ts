import { type CreatePrizeBody, createPrizeBodySchema, PRIZE_TYPES, type Prize, type PrizeType } from '@mall/shared';
import { z } from 'zod';
import { parseInteger } from '../../../lib/decimal';
import { REQUIRED, readNumber, wireText } from '../../../lib/wire-field';

export { REQUIRED };
export const FILL_REQUIRED = 'Preencha os campos obrigatórios';
export const SELECT_STORE = 'Selecione uma loja';

const fields = createPrizeBodySchema.shape;

/** The prize body's fields as typed, checked by the wire schemas; points and stock keep the form's own sentences. */
export const prizeFormSchema = z.object({
  name: wireText(fields.name, { required: true }),
  points: wireText(fields.points, {
    required: true,
    read: readNumber(parseInteger),
    message: 'Pontos deve ser um número inteiro de 1 a 1.000.000',
  }),
  type: z.enum(PRIZE_TYPES),
  description: wireText(fields.description),
  imageUrl: z.string().nullable(),
  storeId: z.string().min(1, SELECT_STORE),
  /** Empty on create: the server puts the prize in the active campaign. */
  campaignId: z.string(),
  featured: z.boolean(),
  /** Empty = unlimited. */
  stock: wireText(fields.stock, {
    read: readNumber(parseInteger),
    message: 'Estoque deve ser um número inteiro, ou vazio para ilimitado',
  }),
});

export type PrizeFormValues = z.infer<typeof prizeFormSchema>;

/** How the server's messages name the form's fields (labels as in its messages, body paths). */
export const prizeFieldMatchers = {
  name: { paths: ['name'], labels: ['Nome'] },
  points: { paths: ['points'], labels: ['Pontos'] },
  type: { paths: ['type'], labels: ['Tipo'] },
  description: { paths: ['description'], labels: ['Descrição'] },
  storeId: { paths: ['storeId'], labels: ['Loja', SELECT_STORE] },
  campaignId: { paths: ['campaignId'], labels: ['Campanha'] },
  stock: { paths: ['stock'], labels: ['Estoque'] },
} as const;

export const emptyPrizeForm: PrizeFormValues = {
  name: '',
  points: '',
  type: 'produto',
  description: '',
  imageUrl: null,
  storeId: '',
  campaignId: '',
  featured: false,
  stock: '',
};

export function prizeToForm(p: Prize): PrizeFormValues {
  return {
    name: p.name,
    points: String(p.points),
    type: p.type as PrizeType,
    description: p.description ?? '',
    imageUrl: p.imageUrl,
    storeId: p.storeId ?? '',
    campaignId: p.campaignId,
    featured: p.featured,
    stock: p.stock === null ? '' : String(p.stock),
  };
}

export function formToPrizeBody(v: PrizeFormValues): CreatePrizeBody {
  const stock = parseInteger(v.stock);
  const body: CreatePrizeBody = {
    name: v.name.trim(),
    points: parseInteger(v.points) ?? 0,
    type: v.type,
    description: v.description.trim() || null,
    imageUrl: v.imageUrl,
    storeId: v.storeId,
    featured: v.featured,
    stock: stock === undefined ? null : stock,
  };
  if (v.campaignId) body.campaignId = v.campaignId;
  return body;
}

/** The 409 of the featured limit: its message and the prizes already featured (SPEC §8). */
export interface FeaturedConflict {
  message: string;
  featuredPrizes: { id: string; name: string }[];
}

export function readFeaturedConflict(status: number, body: unknown): FeaturedConflict | null {
  if (status !== 409 || !body || typeof body !== 'object') return null;
  const { message, featuredPrizes } = body as { message?: unknown; featuredPrizes?: unknown };
  if (typeof message !== 'string' || !Array.isArray(featuredPrizes)) return null;
  const list = featuredPrizes.filter(
    (p): p is { id: string; name: string } =>
      Boolean(p) && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string',
  );
  return { message, featuredPrizes: list };
}
