import {
  type CreateStoreBody,
  formatCepMask,
  formatCnpjMask,
  formatPhoneMask,
  MAX_INVOICE_EMAILS,
  normaliseCnpj,
  onlyDigits,
  STORE_MESSAGES,
  type Store,
  storeFieldSchemas,
} from '@mall/shared';
import { z } from 'zod';
import { formatDecimalInput, parseDecimal, parseInteger } from '../../../lib/decimal';
import { REQUIRED, readNumber, wireText } from '../../../lib/wire-field';

export { REQUIRED };

const fields = storeFieldSchemas;

/** Fee in percent: blank (not sent) or what the server accepts (0..100, two decimals); comma or dot. */
export function parseFee(input: string): number | undefined | 'invalid' {
  const n = parseDecimal(input);
  if (n === undefined) return undefined;
  const checked = fields.fee.safeParse(n);
  return checked.success && checked.data !== undefined ? checked.data : 'invalid';
}

/** The store body's fields as typed (masked CNPJ, phones and CEP; decimal comma), checked by the wire schemas. */
export const storeFormSchema = z.object({
  tradeName: wireText(fields.tradeName, { required: true }),
  companyName: wireText(fields.companyName, { required: true }),
  email: wireText(fields.email, { required: true }),
  cnpj: wireText(fields.cnpj, { required: true }),
  phone: wireText(fields.phone),
  responsible: wireText(fields.responsible),
  responsiblePhone: wireText(fields.responsiblePhone),
  // The server's rule is "a segment id or a list of them" on the whole body: the form has one select.
  segmentId: z.string().min(1, STORE_MESSAGES.segmentRequired),
  website: wireText(fields.website),
  photoUrl: z.string().nullable(),
  // Blank rows are dropped before sending; the number of rows is the form's own limit.
  invoiceEmails: z
    .array(z.object({ value: wireText(fields.invoiceEmails, { read: (text) => [text] }) }))
    .max(MAX_INVOICE_EMAILS, STORE_MESSAGES.invoiceEmails),
  zipCode: wireText(fields.zipCode),
  address: wireText(fields.address),
  number: wireText(fields.number),
  neighborhood: wireText(fields.neighborhood),
  complement: wireText(fields.complement),
  city: wireText(fields.city),
  state: wireText(fields.state),
  fee: wireText(fields.fee, { read: readNumber(parseDecimal) }),
  areaLimit: wireText(fields.areaLimit, { read: readNumber(parseInteger) }),
  dayLimit: wireText(fields.dayLimit, { read: readNumber(parseInteger) }),
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
