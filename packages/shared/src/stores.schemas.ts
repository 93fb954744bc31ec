import { z } from 'zod';
import { isValidCNPJ, isValidPhoneBR, normaliseCnpj, onlyDigits, UFS } from './brazil';
import { MAX_INVOICE_EMAILS } from './constants';
import { responsiveImageSchema } from './images.schemas';
import { MESSAGES } from './messages';
import { emailSchema, paginationQuerySchema, searchQuerySchema } from './schemas';
import { segmentSchema } from './segments.schemas';
import { sortQuery } from './sorting';

export const STORE_MESSAGES = {
  segmentRequired: 'Selecione pelo menos um segmento',
  invalidCnpj: 'CNPJ inválido',
  invalidUf: 'UF inválida',
  invoiceEmails: `Informe no máximo ${MAX_INVOICE_EMAILS} e-mails para notas fiscais`,
  invalidInvoiceEmail: 'E-mail para notas fiscais inválido',
  fee: 'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais',
  website: 'Site inválido: informe um endereço como www.loja.com.br ou https://loja.com.br',
} as const;

/** A link shown to the public: only http(s), never javascript:, data: or other schemes. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A site typed without its scheme ("www.loja.com.br", "loja.com.br/casa") is completed with
 * https://; one that names a scheme keeps it (and is refused unless it is http or https).
 */
export function completeWebAddress(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);

/** Absent stays absent (a PATCH leaves it alone); blank or null clears it. */
const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const optionalDigits = (valid: (digits: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? onlyDigits(v) : null))
    .refine((v) => v === undefined || v === null || valid(v), message);

/** Accepts a number or a string; a blank string is "not sent" (SPEC: empty optional numbers omitted). */
const numeric = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(',', '.');
  if (s === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
};

const feeSchema = z.preprocess(
  numeric,
  z
    .number({ error: STORE_MESSAGES.fee })
    .min(0, STORE_MESSAGES.fee)
    .max(100, STORE_MESSAGES.fee)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, STORE_MESSAGES.fee)
    .optional(),
);

const limitSchema = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${label} deve ser um número inteiro` })
      .int(`${label} deve ser um número inteiro`)
      .min(0, `${label} não pode ser negativo`)
      .max(1_000_000_000, `${label} grande demais`)
      .nullable()
      .optional(),
  );

const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid(message).optional());

/** Each field of a store body, for the web form to check its inputs with the same limits and messages. */
export const storeFieldSchemas = {
  tradeName: requiredText('Nome fantasia', 150),
  companyName: requiredText('Razão social', 200),
  email: emailSchema,
  cnpj: z
    .string({ error: 'CNPJ é obrigatório' })
    .trim()
    .min(1, 'CNPJ é obrigatório')
    .transform(normaliseCnpj)
    .refine((v) => v.length === 14 && isValidCNPJ(v), STORE_MESSAGES.invalidCnpj),
  phone: optionalDigits(isValidPhoneBR, 'Telefone inválido'),
  responsible: optionalText('Responsável', 150),
  responsiblePhone: optionalDigits(isValidPhoneBR, 'Telefone do responsável inválido'),
  /** A store has one segment; `segmentIds` is accepted too and its first entry is used. */
  segmentId: optionalUuid('Segmento inválido'),
  segmentIds: z.array(z.uuid('Segmento inválido'), { error: 'Segmento inválido' }).optional(),
  website: optionalText('Site', 300)
    .transform((v) => (v ? completeWebAddress(v) : v))
    .refine(
      (v) => v === undefined || v === null || (isWebAddress(v) && new URL(v).hostname.includes('.')),
      STORE_MESSAGES.website,
    ),
  photoUrl: optionalText('Foto', 500),
  invoiceEmails: z
    .array(z.string({ error: STORE_MESSAGES.invalidInvoiceEmail }).trim().toLowerCase(), {
      error: STORE_MESSAGES.invalidInvoiceEmail,
    })
    .transform((list) => list.filter((e) => e !== ''))
    .pipe(z.array(z.email(STORE_MESSAGES.invalidInvoiceEmail)).max(MAX_INVOICE_EMAILS, STORE_MESSAGES.invoiceEmails))
    .optional(),
  zipCode: optionalDigits((d) => d.length === 8, MESSAGES.invalidCep),
  address: optionalText('Endereço', 250),
  number: optionalText('Número', 30),
  neighborhood: optionalText('Bairro', 150),
  complement: optionalText('Complemento', 150),
  city: optionalText('Cidade', 150),
  state: z
    .string({ error: STORE_MESSAGES.invalidUf })
    .trim()
    .toUpperCase()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => v === undefined || v === null || UFS.includes(v), STORE_MESSAGES.invalidUf),
  /** Administrative fee in percent (2 decimals at most); stored as basis points. */
  fee: feeSchema,
  areaLimit: limitSchema('Limite de área'),
  dayLimit: limitSchema('Limite de dias'),
};

const hasSegment = (b: { segmentId?: string; segmentIds?: string[] }) => Boolean(b.segmentId ?? b.segmentIds?.[0]);

export const createStoreBodySchema = z
  .object(storeFieldSchemas)
  .refine(hasSegment, { message: STORE_MESSAGES.segmentRequired, path: ['segmentId'] });
export type CreateStoreBody = z.input<typeof createStoreBodySchema>;
export type CreateStoreInput = z.output<typeof createStoreBodySchema>;

/**
 * Partial update. Status (active, blocked, inactivatedAt) is not part of it: it changes only
 * through the activate/deactivate/block/unblock endpoints, so those keys are ignored here.
 */
export const updateStoreBodySchema = z
  .object(storeFieldSchemas)
  .partial()
  .refine((b) => b.segmentIds === undefined || b.segmentIds.length > 0, {
    message: STORE_MESSAGES.segmentRequired,
    path: ['segmentIds'],
  });
export type UpdateStoreBody = z.input<typeof updateStoreBodySchema>;
export type UpdateStoreInput = z.output<typeof updateStoreBodySchema>;

export const storeSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  companyName: z.string(),
  email: z.string(),
  cnpj: z.string(),
  phone: z.string().nullable(),
  responsible: z.string().nullable(),
  responsiblePhone: z.string().nullable(),
  segmentId: z.string().nullable(),
  segment: segmentSchema.nullable(),
  website: z.string().nullable(),
  photoUrl: z.string().nullable(),
  invoiceEmails: z.array(z.string()),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  complement: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Percent, e.g. 2.5 for 2,5%. */
  fee: z.number(),
  areaLimit: z.number().int().nullable(),
  dayLimit: z.number().int().nullable(),
  /** Derived: not inactivated. */
  active: z.boolean(),
  inactivatedAt: z.string().nullable(),
  blocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** What the public stores page (and the customer's store picker) may see: no CNPJ, fee or limits. */
export const publicStoreSchema = storeSchema
  .pick({
    id: true,
    tradeName: true,
    segmentId: true,
    segment: true,
    phone: true,
    website: true,
    photoUrl: true,
    complement: true,
    blocked: true,
    // Printed on every receipt: a receipt's fiscal key names its store by it.
    cnpj: true,
  })
  .extend({
    /** `photoUrl`'s sizes for `srcset`; null as a prize's `image` is (no photo, another source, not made yet). */
    photo: responsiveImageSchema.nullable(),
  });
export type PublicStore = z.infer<typeof publicStoreSchema>;

/** The stores' sortable columns, as the admin table names them. */
export const STORE_SORT_COLUMNS = ['name', 'cnpj', 'segment'] as const;

export const storeListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(STORE_SORT_COLUMNS),
  storeId: optionalUuid('Loja inválida'),
  segmentId: optionalUuid('Segmento inválido'),
  /** `true`: only stores not inactivated (selectors); `false`: only inactivated ones. */
  active: z
    .enum(['true', 'false'], { error: 'active deve ser true ou false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export const activeStoresQuerySchema = paginationQuerySchema.extend({
  segmentId: optionalUuid('Segmento inválido'),
  search: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres').optional(),
});
