import {
  type CreateShopkeeperBody,
  formatCpf,
  formatPhoneMask,
  MESSAGES,
  onlyDigits,
  passwordSchema,
  type Shopkeeper,
  shopkeeperFieldSchemas,
  type UpdateShopkeeperBody,
} from '@mall/shared';
import { z } from 'zod';
import { wireText } from '../../../lib/wire-field';

/** SPEC §5: a shop owner's name, e-mail, CPF and phone are required (masked text, checked as the server reads it). */
export const shopkeeperFormSchema = z.object({
  name: wireText(shopkeeperFieldSchemas.name, { required: true }),
  email: wireText(shopkeeperFieldSchemas.email, { required: true }),
  cpf: wireText(shopkeeperFieldSchemas.cpf, { required: true }),
  phone: wireText(shopkeeperFieldSchemas.phone, { required: true }),
});
export type ShopkeeperFormValues = z.input<typeof shopkeeperFormSchema>;

/**
 * The edit form adds Nova senha and Confirmar senha: both may stay blank (the password is left
 * alone); a typed one follows the server's rules and must be confirmed (SPEC §5).
 */
const newPassword = z.string().superRefine((text, ctx) => {
  if (text === '') return;
  const checked = passwordSchema.safeParse(text);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Senha inválida' });
});

export const shopkeeperEditSchema = shopkeeperFormSchema
  .extend({ password: newPassword, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDiffer });
  });
export type ShopkeeperEditValues = z.input<typeof shopkeeperEditSchema>;

export const editDefaults = (k: Shopkeeper): ShopkeeperEditValues => ({
  name: k.name,
  email: k.email,
  cpf: formatCpf(k.cpf),
  phone: formatPhoneMask(k.phone),
  password: '',
  confirmPassword: '',
});

const person = (v: ShopkeeperFormValues) => {
  const name = v.name.trim();
  const email = v.email.trim().toLowerCase();
  return { name, email, cpf: onlyDigits(v.cpf), phone: onlyDigits(v.phone), user: { name, email } };
};

export const toCreateBody = (v: ShopkeeperFormValues, storeId: string): CreateShopkeeperBody => ({
  ...person(v),
  storeId,
});

/** The password goes only when one was typed (SPEC §5). */
export function toUpdateBody(v: ShopkeeperEditValues): UpdateShopkeeperBody {
  const body = person(v);
  return v.password ? { ...body, user: { ...body.user, password: v.password } } : body;
}
