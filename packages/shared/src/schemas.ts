import { z } from 'zod';
import { isValidCEP, isValidCPF, isValidPhoneBR, onlyDigits } from './brazil';
import { MAX_PAGE_SIZE } from './constants';
import { isIsoDate } from './dates';
import { GENDERS, PASSWORD_TOKEN_PURPOSES } from './enums';
// Any bundle that validates with the shared schemas carries the Portuguese messages (see the file).
import './zod-locale';
import { ROLES } from './roles';
import { sortQuery } from './sorting';

/** Error envelope of every failure (docs/architecture.md, "Contracts"). */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.union([z.string(), z.array(z.string())]),
});
export type ApiError = z.infer<typeof errorSchema>;

const trimmed = (label: string, max = 200) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);

export const emailSchema = z
  .string({ error: 'E-mail é obrigatório' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail é obrigatório')
  .pipe(z.email('E-mail inválido'));

export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(8, 'A senha deve ter pelo menos 8 caracteres')
  .max(128, 'A senha deve ter no máximo 128 caracteres')
  .regex(/[A-Za-z]/, 'A senha deve conter pelo menos uma letra')
  .regex(/\d/, 'A senha deve conter pelo menos um número');

export const cpfSchema = z
  .string({ error: 'CPF é obrigatório' })
  .transform(onlyDigits)
  .refine(isValidCPF, 'CPF inválido');

export const cepSchema = z
  .string({ error: 'CEP é obrigatório' })
  .transform(onlyDigits)
  .refine(isValidCEP, 'CEP inválido');

export const phoneSchema = z
  .string({ error: 'Telefone é obrigatório' })
  .transform(onlyDigits)
  .refine(isValidPhoneBR, 'Telefone inválido');

export const isoDateSchema = (label: string) =>
  z.string({ error: `${label} é obrigatória` }).refine(isIsoDate, `${label} inválida (use AAAA-MM-DD)`);

export const uuidSchema = z.uuid('Identificador inválido');
export const idParamsSchema = z.object({ id: uuidSchema });

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page deve ser um número' })
    .int('page deve ser inteiro')
    .min(1, 'page deve ser pelo menos 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit deve ser um número' })
    .int('limit deve ser inteiro')
    .min(1, 'limit deve ser pelo menos 1')
    .max(MAX_PAGE_SIZE, `limit deve ser no máximo ${MAX_PAGE_SIZE}`)
    .default(10),
});
/** A list's free-text search (name, CPF, invoice number...). */
export const searchTextSchema = z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres');
export const searchQuerySchema = paginationQuerySchema.extend({
  search: searchTextSchema.optional(),
});

export const messageSchema = z.object({ message: z.string() });
/** The answer of a 204: no content. */
export const noContentSchema = z.null();

// Auth
export const loginBodySchema = z.object({
  email: z.string({ error: 'E-mail é obrigatório' }).trim().min(1, 'E-mail é obrigatório').max(200),
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    access_token: z.string(),
    name: z.string(),
    storeId: z.string().nullable(),
    role: z.enum(ROLES),
    id: z.string(),
    store: z.object({ id: z.string(), tradeName: z.string() }).nullable(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The password rule as people read it (the forms show it under the new password). */
export const PASSWORD_RULE_TEXT = 'Use pelo menos 8 caracteres, com pelo menos uma letra e um número.';

/** POST /auth/forgot-password: the e-mail of the account whose password was forgotten. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The answer to every request for a reset link, whether the e-mail belongs to an account or not. */
export const FORGOT_PASSWORD_MESSAGE =
  'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. O link vale por 1 hora.';

/** What a password link carries back (reset and set): the raw token from the e-mail and the new password. */
export const passwordLinkBodySchema = z.object({
  token: z
    .string({ error: 'Link inválido. Peça um novo link.' })
    .trim()
    .min(1, 'Link inválido. Peça um novo link.')
    .max(200, 'Link inválido. Peça um novo link.'),
  password: passwordSchema,
});
export type PasswordLinkBody = z.input<typeof passwordLinkBodySchema>;

/** POST /auth/password-link: is an e-mailed link still good (checked when its page opens)? */
export const checkPasswordLinkBodySchema = z.object({
  token: passwordLinkBodySchema.shape.token,
  purpose: z.enum(PASSWORD_TOKEN_PURPOSES, { error: 'Link inválido. Peça um novo link.' }),
});
export type CheckPasswordLinkBody = z.input<typeof checkPasswordLinkBodySchema>;
export const checkPasswordLinkResponseSchema = z.object({ data: z.object({ expiresAt: z.string() }) });

/**
 * A password set through a link: the account's e-mail, so the page logs the person in through the
 * normal login (POST /auth/login) with the password just chosen.
 */
export const passwordLinkResponseSchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string() }),
});
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

/** Why a link was refused, in the 400's envelope (`problem`): the page then offers a new link. */
export const PASSWORD_LINK_PROBLEMS = ['invalid', 'expired', 'used'] as const;
export type PasswordLinkProblem = (typeof PASSWORD_LINK_PROBLEMS)[number];
/** A password link's 400: the envelope, with `problem` when the link itself was refused. */
export const passwordLinkErrorSchema = errorSchema.extend({ problem: z.enum(PASSWORD_LINK_PROBLEMS).optional() });

// Clients
export const registerClientBodySchema = z.object({
  name: trimmed('Nome', 150),
  email: emailSchema,
  cpf: cpfSchema,
  address: trimmed('Endereço', 250),
  zipCode: cepSchema,
  phone: phoneSchema,
  gender: z.enum(GENDERS, { error: 'Gênero inválido' }).optional().nullable(),
  birthdate: isoDateSchema('Data de nascimento'),
  acceptsSMS: z.boolean().optional().default(false),
  acceptsTerms: z.boolean({ error: 'É preciso aceitar os termos de uso' }),
  acceptsPrivacy: z.boolean({ error: 'É preciso aceitar a política de privacidade' }),
  user: z.object({
    email: emailSchema.optional(),
    password: passwordSchema,
    name: z.string().optional(),
  }),
});
export type RegisterClientBody = z.input<typeof registerClientBodySchema>;

export const clientSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  address: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string(),
  acceptsSMS: z.boolean(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** Store staff (LOJISTA, VENDEDOR) search customers only to pick one for a sale. */
export const CLIENT_PICK_MIN_SEARCH = 3;
export const CLIENT_PICK_MAX_LIMIT = 10;
export const CLIENT_PICK_MESSAGES = {
  searchRequired: `search: digite pelo menos ${CLIENT_PICK_MIN_SEARCH} caracteres do nome ou do CPF do cliente`,
  limit: `limit deve ser no máximo ${CLIENT_PICK_MAX_LIMIT}`,
} as const;
/** What store staff see of a customer: id, name and the CPF masked ("***.456.789-**"). */
export const clientPickSchema = z.object({ id: z.string(), name: z.string(), cpf: z.string() });
export type ClientPick = z.infer<typeof clientPickSchema>;

export const updateProfileBodySchema = z
  .object({
    name: trimmed('Nome', 150).optional(),
    email: emailSchema.optional(),
    cpf: z.string().optional(),
    zipCode: cepSchema.optional(),
    address: trimmed('Endereço', 250).optional(),
    phone: phoneSchema.optional(),
    birthdate: isoDateSchema('Data de nascimento').optional(),
    oldPassword: z.string().max(128).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((b) => !b.newPassword || (b.oldPassword && b.oldPassword.length > 0), {
    message: 'Informe a senha atual para definir uma nova senha',
    path: ['oldPassword'],
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const campaignPointsSchema = z.object({
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  campaignPoints: z.number().int(),
  totalNetValue: z.number(),
  valueToNextPoint: z.number().nullable(),
  redeemed: z.boolean(),
});
export type CampaignPoints = z.infer<typeof campaignPointsSchema>;

// Users
export const createUserBodySchema = z.object({
  name: trimmed('Nome', 150),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES, { error: 'Perfil inválido' }),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Staff users' store choice: required for LOJISTA and VENDEDOR (the service says so by role). */
export const userStoreIdSchema = z.uuid('Loja inválida').nullable().optional();

/**
 * An edit of a user: every field optional; the password only when it changes (the form sends it
 * only when filled). The role and store follow the create rules.
 */
export const updateUserBodySchema = createUserBodySchema.extend({ storeId: userStoreIdSchema }).partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * A staff member's own profile (PATCH /users/me): name, e-mail and, with the current password, a
 * new one. Role and store are never changed here.
 */
export const updateOwnUserBodySchema = z
  .object({
    name: trimmed('Nome', 150).optional(),
    email: emailSchema.optional(),
    oldPassword: z.string().max(128).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((b) => !b.newPassword || (b.oldPassword && b.oldPassword.length > 0), {
    message: 'Informe a senha atual para definir uma nova senha',
    path: ['oldPassword'],
  });
export type UpdateOwnUserBody = z.input<typeof updateOwnUserBodySchema>;

/** GET /users filters: search (name or e-mail), role, and active ("true") or inactive ("false"). */
/** The users' sortable columns, as the admin table names them. */
export const USER_SORT_COLUMNS = ['name', 'email', 'role', 'status'] as const;

export const listUsersQuerySchema = paginationQuerySchema.extend({
  ...sortQuery(USER_SORT_COLUMNS),
  search: searchTextSchema.optional(),
  role: z.enum(ROLES, { error: 'Perfil inválido' }).optional(),
  active: z.enum(['true', 'false'], { error: 'active deve ser true ou false' }).optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  storeId: z.string().nullable(),
  /** The user's store (LOJISTA, VENDEDOR), named for lists and details. */
  store: z.object({ id: z.string(), tradeName: z.string() }).nullable(),
  inactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

// Logs
export const logSchema = z.object({
  id: z.string(),
  moduleName: z.string(),
  methodName: z.string(),
  entityId: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  previousState: z.unknown(),
  result: z.unknown(),
});
export type LogEntry = z.infer<typeof logSchema>;

/**
 * A page of a list and how many match. A people search (users, customers) does not count every
 * match: while more follow the page, `total` is the matches up to the page's end and
 * `totalCapped` is true (the list reads "1-10 de mais de 10 resultados" and offers the next page).
 */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), totalCapped: z.boolean().optional() });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const mutationOf = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });
