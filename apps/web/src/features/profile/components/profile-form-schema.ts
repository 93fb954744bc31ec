import {
  type Client,
  cepSchema,
  emailSchema,
  isIsoDate,
  passwordSchema,
  phoneSchema,
  registerClientBodySchema,
  type UpdateOwnUserBody,
  type UpdateProfileBody,
  type User,
} from '@mall/shared';
import { z } from 'zod';
import { formatDate, parseBrDate } from '../../../lib/format';

export const REQUIRED = 'Campo obrigatório';
export const OLD_PASSWORD_MESSAGE = 'Informe a senha atual para definir uma nova senha';

const wire = registerClientBodySchema.shape;

/** Senha Atual and Nova Senha: both empty keeps the password; a new one needs the current one. */
const passwords = {
  oldPassword: z.string().max(128),
  newPassword: z.union([z.literal(''), passwordSchema]),
};
const needsOldPassword = (v: { oldPassword: string; newPassword: string }) => !v.newPassword || v.oldPassword !== '';

/** A staff member's "MEUS DADOS": name, e-mail and the password change. */
export const staffProfileSchema = z
  .object({ name: wire.name, email: emailSchema, ...passwords })
  .refine(needsOldPassword, { message: OLD_PASSWORD_MESSAGE, path: ['oldPassword'] });

/** A customer's "MEUS DADOS" (SPEC §2): the CPF is shown, never sent. */
export const clientProfileSchema = z
  .object({
    name: wire.name,
    email: emailSchema,
    zipCode: z.string().trim().min(1, REQUIRED).pipe(cepSchema),
    address: wire.address,
    phone: z.string().trim().min(1, REQUIRED).pipe(phoneSchema),
    birthdate: z
      .string()
      .min(1, 'Data de nascimento é obrigatória')
      .transform((v, ctx) => {
        const iso = parseBrDate(v);
        if (!iso || !isIsoDate(iso)) {
          ctx.addIssue({ code: 'custom', message: 'Data de nascimento inválida' });
          return z.NEVER;
        }
        return iso;
      }),
    ...passwords,
  })
  .refine(needsOldPassword, { message: OLD_PASSWORD_MESSAGE, path: ['oldPassword'] });

export type StaffProfileInput = z.input<typeof staffProfileSchema>;
export type ClientProfileInput = z.input<typeof clientProfileSchema>;

const passwordBody = (v: { oldPassword: string; newPassword: string }) =>
  v.newPassword ? { oldPassword: v.oldPassword, newPassword: v.newPassword } : {};

export const staffProfileDefaults = (user: User): StaffProfileInput => ({
  name: user.name,
  email: user.email,
  oldPassword: '',
  newPassword: '',
});

export const clientProfileDefaults = (client: Client): ClientProfileInput => ({
  name: client.name,
  email: client.email,
  zipCode: client.zipCode,
  address: client.address,
  phone: client.phone,
  birthdate: formatDate(client.birthdate),
  oldPassword: '',
  newPassword: '',
});

export const toStaffProfileBody = (v: z.output<typeof staffProfileSchema>): UpdateOwnUserBody => ({
  name: v.name,
  email: v.email,
  ...passwordBody(v),
});

export const toClientProfileBody = (v: z.output<typeof clientProfileSchema>): UpdateProfileBody => ({
  name: v.name,
  email: v.email,
  zipCode: v.zipCode,
  address: v.address,
  phone: v.phone,
  birthdate: v.birthdate,
  ...passwordBody(v),
});

/** How the server's answers name the form's fields. */
export const profileFieldMatchers = {
  name: { paths: ['name'], labels: ['Nome'] },
  email: { paths: ['email'], labels: ['E-mail'] },
  zipCode: { paths: ['zipCode'], labels: ['CEP'] },
  address: { paths: ['address'], labels: ['Endereço'] },
  phone: { paths: ['phone'], labels: ['Telefone'] },
  birthdate: { paths: ['birthdate'], labels: ['Data de nascimento', 'É preciso ter 18'] },
  oldPassword: { paths: ['oldPassword'], labels: ['Senha atual', 'Informe a senha atual'] },
  newPassword: { paths: ['newPassword'], labels: ['A senha'] },
} as const;
