import {
  ageOn,
  cepSchema,
  cpfSchema,
  emailSchema,
  GENDERS,
  isIsoDate,
  MIN_CLIENT_AGE,
  passwordSchema,
  phoneSchema,
  type RegisterClientBody,
  registerClientBodySchema,
  todayIn,
} from '@mall/shared';
import { z } from 'zod';
import { parseBrDate } from '../../lib/format';

export const TERMS_MESSAGE = 'É preciso aceitar os termos de uso e a política de privacidade';
export const REQUIRED = 'Campo obrigatório';
export const AGE_MESSAGE = 'É preciso ter 18 anos ou mais para participar';

/**
 * The form's own shape (masked text, DD/MM/AAAA, flat password) validated with the shared
 * rules, then turned into the API's body. Unlike the original product we block on the consent
 * boxes (DECISIONS.md).
 */
const wire = registerClientBodySchema.shape;

export const registerFormSchema = z
  .object({
    name: wire.name,
    email: emailSchema,
    cpf: z.string().trim().min(1, REQUIRED).pipe(cpfSchema),
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
      })
      .refine((iso) => ageOn(iso, todayIn()) >= MIN_CLIENT_AGE, AGE_MESSAGE),
    gender: z.union([z.enum(GENDERS), z.literal('')]),
    phone: z.string().trim().min(1, REQUIRED).pipe(phoneSchema),
    zipCode: z.string().trim().min(1, REQUIRED).pipe(cepSchema),
    address: wire.address,
    password: passwordSchema,
    acceptsTerms: z.boolean(),
    acceptsPrivacy: z.boolean(),
    acceptsSMS: z.boolean(),
  })
  .refine((v) => v.acceptsTerms && v.acceptsPrivacy, { message: TERMS_MESSAGE, path: ['acceptsTerms'] });

/** How the server's answers name the form's fields (labels as in its messages, body paths). */
export const registerFieldMatchers = {
  name: { paths: ['name', 'user.name'], labels: ['Nome'] },
  email: { paths: ['email', 'user.email'], labels: ['E-mail'] },
  cpf: { paths: ['cpf'], labels: ['CPF'] },
  birthdate: { paths: ['birthdate'], labels: ['Data de nascimento', 'É preciso ter 18'] },
  phone: { paths: ['phone'], labels: ['Telefone'] },
  gender: { paths: ['gender'], labels: ['Gênero'] },
  zipCode: { paths: ['zipCode'], labels: ['CEP'] },
  address: { paths: ['address'], labels: ['Endereço'] },
  password: { paths: ['password', 'user.password'], labels: ['Senha', 'A senha'] },
} as const;

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const registerFormDefaults: RegisterFormInput = {
  name: '',
  email: '',
  cpf: '',
  birthdate: '',
  gender: '',
  phone: '',
  zipCode: '',
  address: '',
  password: '',
  acceptsTerms: false,
  acceptsPrivacy: false,
  acceptsSMS: false,
};

export function toRegisterBody(v: RegisterFormOutput): RegisterClientBody {
  return {
    name: v.name,
    email: v.email,
    cpf: v.cpf,
    address: v.address,
    zipCode: v.zipCode,
    phone: v.phone,
    gender: v.gender === '' ? undefined : v.gender,
    birthdate: v.birthdate,
    acceptsSMS: v.acceptsSMS,
    acceptsTerms: v.acceptsTerms,
    acceptsPrivacy: v.acceptsPrivacy,
    user: { email: v.email, password: v.password, name: v.name },
  };
}
