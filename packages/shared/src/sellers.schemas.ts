import { z } from 'zod';
import { emailSchema, passwordSchema } from './schemas';

const name = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(150, 'Nome deve ter no máximo 150 caracteres');

export const createSellerBodySchema = z.object({
  storeId: z.uuid({ error: 'Loja não encontrada' }),
  name,
  email: emailSchema,
  login: z
    .string({ error: 'Usuário é obrigatório' })
    .trim()
    .toLowerCase()
    .min(3, 'Usuário deve ter pelo menos 3 caracteres')
    .max(60, 'Usuário deve ter no máximo 60 caracteres')
    .regex(/^[a-z0-9._-]+$/, 'Usuário deve ter apenas letras, números, ponto, hífen ou sublinhado'),
  password: passwordSchema,
});
export type CreateSellerBody = z.infer<typeof createSellerBodySchema>;

export const updateSellerBodySchema = z.object({ name: name.optional(), email: emailSchema.optional() });
export const sellerStatusBodySchema = z.object({
  inactivatedAt: z.union([z.iso.datetime({ offset: true, error: 'Data inválida' }), z.null()]),
});

/** A seller's status as the list filters and shows it (SPEC §4). */
export const SELLER_STATUSES = ['ATIVO', 'INATIVO'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** A seller is active when neither its record nor its login (the users screen) is deactivated. */
export const sellerStatusOf = (s: { inactivatedAt: string | null; user: { inactivatedAt: string | null } }) =>
  s.inactivatedAt || s.user.inactivatedAt ? ('INATIVO' as const) : ('ATIVO' as const);

export const sellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  login: z.string(),
  storeId: z.string(),
  store: z.object({ tradeName: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), inactivatedAt: z.string().nullable() }),
  inactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;
