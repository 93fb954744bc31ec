import { z } from 'zod';
import { cpfSchema, emailSchema, passwordSchema, phoneSchema } from './schemas';

const name = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(150, 'Nome deve ter no máximo 150 caracteres');

/** The fields of a shop owner's form, each with its limits and messages (the web form reuses them). */
export const shopkeeperFieldSchemas = { name, email: emailSchema, cpf: cpfSchema, phone: phoneSchema } as const;

export const SHOPKEEPER_BODY_MESSAGES = {
  userName: 'O nome do usuário deve ser igual ao nome do lojista',
  userEmail: 'O e-mail do usuário deve ser igual ao e-mail do lojista',
} as const;

/**
 * A shop owner and its login share one name and e-mail: `user` may be left out (it takes the shop
 * owner's), and a `user` naming someone else is refused rather than silently ignored.
 */
function sameAsUser(
  body: { name?: string; email?: string; user?: { name?: string; email?: string } },
  ctx: z.RefinementCtx,
) {
  if (body.user?.name !== undefined && body.name !== undefined && body.user.name !== body.name)
    ctx.addIssue({ code: 'custom', path: ['user', 'name'], message: SHOPKEEPER_BODY_MESSAGES.userName });
  if (body.user?.email !== undefined && body.email !== undefined && body.user.email !== body.email)
    ctx.addIssue({ code: 'custom', path: ['user', 'email'], message: SHOPKEEPER_BODY_MESSAGES.userEmail });
}

export const createShopkeeperBodySchema = z
  .object({
    name,
    email: emailSchema,
    cpf: cpfSchema,
    phone: phoneSchema,
    storeId: z.uuid({ error: 'Loja não encontrada' }),
    user: z.object({ name: name.optional(), email: emailSchema.optional() }).optional(),
  })
  .superRefine(sameAsUser);
export type CreateShopkeeperBody = z.infer<typeof createShopkeeperBodySchema>;

/** Every field optional; `user.password` sets the login's password at once (only when sent). */
export const updateShopkeeperBodySchema = z
  .object({
    name: name.optional(),
    email: emailSchema.optional(),
    cpf: cpfSchema.optional(),
    phone: phoneSchema.optional(),
    user: z
      .object({ name: name.optional(), email: emailSchema.optional(), password: passwordSchema.optional() })
      .optional(),
  })
  .superRefine(sameAsUser);
export type UpdateShopkeeperBody = z.infer<typeof updateShopkeeperBodySchema>;

export const shopkeeperSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 11 digits. */
  cpf: z.string(),
  /** 10 or 11 digits. */
  phone: z.string(),
  storeId: z.string(),
  store: z.object({ id: z.string(), tradeName: z.string() }),
  /** The LOJISTA login: deactivated through the users screen (`inactivatedAt`). */
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), inactivatedAt: z.string().nullable() }),
  createdAt: z.string(),
});
export type Shopkeeper = z.infer<typeof shopkeeperSchema>;
