import {
  type CreateStoreBody,
  formatCepMask,
  formatCnpjMask,
  formatPhoneMask,
  isValidCNPJ,
  isValidPhoneBR,
  MAX_INVOICE_EMAILS,
  normaliseCnpj,
  onlyDigits,
  STORE_MESSAGES,
  type Store,
  UFS,
} from '@mall/shared';
import { z } from 'zod';
import { formatDecimalInput, parseDecimal, parseInteger } from '../../../lib/decimal';

export const REQUIRED = 'Campo obrigatório';

const required = z.string().trim().min(1, REQUIRED);
const optionalPhone = (message: string) => z.string().refine((v) => onlyDigits(v) === '' || isValidPhoneBR(v), message);
const emailOk = (v: string) => z.email().safeParse(v.trim()).success;

/** Fee in percent: blank (not sent) or 0..100 with at most two decimals; comma or dot. */
export function parseFee(input: string): number | undefined | 'invalid' {
  const n = parseDecimal(input);
  if (n === undefined) return undefined;
  if (Number.isNaN(n) || n < 0 || n > 100 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return 'invalid';
  return n;
}

const limit = (label: string) =>
  z.string().refine((v) => {
    const n = parseInteger(v);
    return n === undefined || (!Number.isNaN(n) && n >= 0);
  }, `${label} deve ser um número inteiro`);

export const storeFormSchema = z.object({
  tradeName: required.max(150, 'Nome fantasia deve ter no máximo 150 caracteres'),
  companyName: required.max(200, 'Razão social deve ter no máximo 200 caracteres'),
  email: required.refine(emailOk, 'E-mail inválido'),
  cnpj: required.refine((v) => {
    const c = normaliseCnpj(v);
    return c.length === 14 && isValidCNPJ(c);
  }, STORE_MESSAGES.invalidCnpj),
  phone: optionalPhone('Telefone inválido'),
  responsible: z.string().max(150, 'Responsável deve ter no máximo 150 caracteres'),
  responsiblePhone: optionalPhone('Telefone do responsável inválido'),
  segmentId: z.string().min(1, STORE_MESSAGES.segmentRequired),
  website: z.string().max(300, 'Site deve ter no máximo 300 caracteres'),
  photoUrl: z.string().nullable(),
  invoiceEmails: z
    .array(
      z.object({ value: z.string().refine((v) => v.trim() === '' || emailOk(v), STORE_MESSAGES.invalidInvoiceEmail) }),
    )
    .max(MAX_INVOICE_EMAILS, STORE_MESSAGES.invoiceEmails),
  zipCode: z.string().refine((v) => onlyDigits(v) === '' || onlyDigits(v).length === 8, 'CEP inválido'),
  address: z.string(),
  number: z.string(),
  neighborhood: z.string(),
  complement: z.string(),
  city: z.string(),
  state: z.string().refine((v) => v === '' || UFS.includes(v), STORE_MESSAGES.invalidUf),
  fee: z.string().refine((v) => parseFee(v) !== 'invalid', STORE_MESSAGES.fee),
  areaLimit: limit('Limite de área'),
  dayLimit: limit('Limite de dias'),
});

export type StoreFormValues = z.infer<typeof storeFormSchema>;

/** How the server's messages name the form's fields (labels as in its messages, body paths). */
export const storeFieldMatchers = {
  tradeName: { paths: ['tradeName'], labels: ['Nome fantasia'] },
  companyName: { paths: ['companyName'], labels: ['Razão social'] },
  cnpj: { paths: ['cnpj'], labels: ['CNPJ'] },
  segmentId: { paths: ['segmentId'], labels: ['Segmento', STORE_MESSAGES.segmentRequired] },
  website: { paths: ['website'], labels: ['Site'] },
  email: { paths: ['email'], labels: ['E-mail'] },
  phone: { paths: ['phone'], labels: ['Telefone'] },
  responsible: { paths: ['responsible'], labels: ['Responsável'] },
  responsiblePhone: { paths: ['responsiblePhone'], labels: ['Telefone do responsável'] },
  zipCode: { paths: ['zipCode'], labels: ['CEP'] },
  address: { paths: ['address'], labels: ['Endereço'] },
  number: { paths: ['number'], labels: ['Número'] },
  complement: { paths: ['complement'], labels: ['Complemento'] },
  neighborhood: { paths: ['neighborhood'], labels: ['Bairro'] },
  city: { paths: ['city'], labels: ['Cidade'] },
  state: { paths: ['state'], labels: ['UF'] },
  fee: { paths: ['fee'], labels: ['Taxa administrativa'] },
  areaLimit: { paths: ['areaLimit'], labels: ['Limite de área'] },
  dayLimit: { paths: ['dayLimit'], labels: ['Limite de dias'] },
} as const;

export const emptyStoreForm: StoreFormValues = {
  tradeName: '',
  companyName: '',
  email: '',
  cnpj: '',
  phone: '',
  responsible: '',
  responsiblePhone: '',
  segmentId: '',
  website: '',
  photoUrl: null,
  invoiceEmails: [{ value: '' }],
  zipCode: '',
  address: '',
  number: '',
  neighborhood: '',
  complement: '',
  city: '',
  state: '',
  fee: '',
  areaLimit: '',
  dayLimit: '',
};

export function storeToForm(s: Store): StoreFormValues {
  return {
    tradeName: s.tradeName,
    companyName: s.companyName,
    email: s.email,
    cnpj: formatCnpjMask(s.cnpj),
    phone: s.phone ? formatPhoneMask(s.phone) : '',
    responsible: s.responsible ?? '',
    responsiblePhone: s.responsiblePhone ? formatPhoneMask(s.responsiblePhone) : '',
    segmentId: s.segmentId ?? s.segment?.id ?? '',
    website: s.website ?? '',
    photoUrl: s.photoUrl,
    invoiceEmails: s.invoiceEmails.length > 0 ? s.invoiceEmails.map((value) => ({ value })) : [{ value: '' }],
    zipCode: s.zipCode ? formatCepMask(s.zipCode) : '',
    address: s.address ?? '',
    number: s.number ?? '',
    neighborhood: s.neighborhood ?? '',
    complement: s.complement ?? '',
    city: s.city ?? '',
    state: s.state ?? '',
    fee: formatDecimalInput(s.fee),
    areaLimit: s.areaLimit === null ? '' : String(s.areaLimit),
    dayLimit: s.dayLimit === null ? '' : String(s.dayLimit),
  };
}

/**
 * Form strings -> API body. Masks are stripped, empty invoice e-mails dropped, the fee's comma
 * read as a decimal point and sent as a number; empty optional numbers are omitted (SPEC §5).
 * Store owners may not change fee and limits, so those are left out for them.
 */
export function formToStoreBody(v: StoreFormValues, { adminFields }: { adminFields: boolean }): CreateStoreBody {
  const text = (s: string) => s.trim();
  const body: CreateStoreBody = {
    tradeName: text(v.tradeName),
    companyName: text(v.companyName),
    email: text(v.email).toLowerCase(),
    cnpj: normaliseCnpj(v.cnpj),
    phone: onlyDigits(v.phone),
    responsible: text(v.responsible),
    responsiblePhone: onlyDigits(v.responsiblePhone),
    segmentId: v.segmentId,
    website: text(v.website),
    photoUrl: v.photoUrl ?? '',
    invoiceEmails: v.invoiceEmails.map((e) => e.value.trim().toLowerCase()).filter((e) => e !== ''),
    zipCode: onlyDigits(v.zipCode),
    address: text(v.address),
    number: text(v.number),
    neighborhood: text(v.neighborhood),
    complement: text(v.complement),
    city: text(v.city),
    state: v.state,
  };
  if (adminFields) {
    const fee = parseFee(v.fee);
    if (typeof fee === 'number') body.fee = fee;
    const area = parseInteger(v.areaLimit);
    if (area !== undefined) body.areaLimit = area;
    const days = parseInteger(v.dayLimit);
    if (days !== undefined) body.dayLimit = days;
  }
  return body;
}
