import { z } from 'zod';
import { RESCUE_STATUSES } from './enums';
import { paginationQuerySchema, searchTextSchema } from './schemas';
import { sortQuery } from './sorting';

export const createRescueBodySchema = z.object({
  prizeId: z.uuid({ error: 'Brinde inválido' }),
  points: z
    .number({ error: 'Pontos é obrigatório' })
    .int('Pontos deve ser um número inteiro')
    .min(0, 'Pontos inválidos'),
});

/** CANCELADO here is the cancel itself (same rules as PATCH /rescues/{id}/cancel). */
export const rescueStatusBodySchema = z.object({
  status: z.enum(RESCUE_STATUSES, {
    error: 'Status inválido: use SOLICITADO, APROVADO, ENTREGUE, EXPIRADO ou CANCELADO',
  }),
});

/** The list filter for the vouchers still to hand over (SOLICITADO or APROVADO, not expired). */
export const RESCUES_TO_HAND_OVER = 'A_ENTREGAR';
export const RESCUE_LIST_STATUSES = [...RESCUE_STATUSES, RESCUES_TO_HAND_OVER] as const;
export type RescueListStatus = (typeof RESCUE_LIST_STATUSES)[number];

/** The redemptions' sortable columns, as the admin table names them. */
export const RESCUE_SORT_COLUMNS = ['client', 'prize', 'points', 'date', 'voucher', 'status'] as const;

export const listRescuesQuerySchema = paginationQuerySchema.extend({
  ...sortQuery(RESCUE_SORT_COLUMNS),
  search: searchTextSchema.optional(),
  store: z.uuid('Loja inválida').optional(),
  campaign: z.uuid('Campanha inválida').optional(),
  /**
   * The status a redemption reads as (an undelivered voucher past its expiry reads EXPIRADO), or
   * A_ENTREGAR: SOLICITADO or APROVADO, not expired (the vouchers the desk still has to hand over).
   */
  status: z
    .enum(RESCUE_LIST_STATUSES, {
      error: 'Status inválido: use SOLICITADO, APROVADO, ENTREGUE, EXPIRADO, CANCELADO ou A_ENTREGAR',
    })
    .optional(),
});

/** Crockford base32, 10 characters: 50 random bits, easy to read aloud at the desk. */
export const VOUCHER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** A voucher code as people type or read it out: case, spaces and hyphens do not count ("kc98-tmch4w"). */
export function normalizeVoucherCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export const voucherParamsSchema = z.object({
  code: z.string().overwrite(normalizeVoucherCode).regex(VOUCHER_PATTERN, 'Código de voucher inválido'),
});

export const rescueSchema = z.object({
  id: z.string(),
  points: z.number(),
  createdAt: z.string(),
  voucher: z.string(),
  voucherExpirationDate: z.string(),
  /** Stored status, except that an undelivered voucher past its expiry reads EXPIRADO. */
  status: z.enum(RESCUE_STATUSES),
  campaignId: z.string(),
  prizeId: z.string(),
  client: z.object({ name: z.string(), cpf: z.string(), address: z.string() }),
  prize: z.object({ name: z.string(), imageUrl: z.string().nullable(), storeId: z.string().nullable() }),
  campaign: z.object({ name: z.string() }),
});
export type Rescue = z.infer<typeof rescueSchema>;

export const createRescueResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.string(),
    voucher: z.string(),
    voucherExpirationDate: z.string(),
    points: z.number(),
    prize: z.object({ id: z.string(), name: z.string() }),
    remainingPoints: z.number(),
  }),
});

/** The public voucher page: no CPF. */
export const voucherSchema = z.object({
  voucher: z.string(),
  clientName: z.string(),
  prizeName: z.string(),
  points: z.number(),
  createdAt: z.string(),
  voucherExpirationDate: z.string(),
  status: z.enum(RESCUE_STATUSES),
  campaignName: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
