import { z } from 'zod';
import { CONSENT_KINDS, RESCUE_STATUSES, SALE_STATUSES, SALE_TYPES } from './enums';
import { clientSchema } from './schemas';

/**
 * A customer's own data under the LGPD (Lei Geral de Proteção de Dados): the export, the consents
 * and the account's deletion, all under /clients/me.
 */

/** One consent as given: its version and date, and when it was withdrawn (null while it stands). */
export const consentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  acceptedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The consents' history, newest first, and whether the customer may receive SMS now. */
export const consentsSchema = z.object({
  records: z.array(consentRecordSchema),
  sms: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format deve ser json ou csv' }).default('json'),
});

/** What the JSON export holds: everything the programme keeps about the customer. */
export const ownDataExportSchema = z.object({
  exportedAt: z.string(),
  programme: z.string(),
  profile: clientSchema.omit({ id: true, userId: true }),
  consents: z.array(consentRecordSchema.omit({ id: true }).extend({ ip: z.string().nullable() })),
  purchases: z.array(
    z.object({
      id: z.string(),
      type: z.enum(SALE_TYPES),
      saleDate: z.string(),
      createdAt: z.string(),
      store: z.object({ tradeName: z.string(), cnpj: z.string() }),
      invoiceNumber: z.string().nullable(),
      grossValue: z.number(),
      discountValue: z.number(),
      netValue: z.number(),
      points: z.number().nullable(),
      status: z.enum(SALE_STATUSES),
      reason: z.string().nullable(),
    }),
  ),
  redemptions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      campaign: z.object({ name: z.string() }),
      prize: z.object({ name: z.string() }),
      points: z.number(),
      voucher: z.string(),
      voucherExpirationDate: z.string(),
      status: z.enum(RESCUE_STATUSES),
    }),
  ),
});
export type OwnDataExport = z.infer<typeof ownDataExportSchema>;

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'password: informe sua senha para excluir a conta',
  wrongPassword: 'Senha incorreta: sua conta não foi excluída',
  deleted: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.',
} as const;

export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_MESSAGES.passwordRequired })
    .min(1, DELETE_ACCOUNT_MESSAGES.passwordRequired)
    .max(128),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const CONSENT_MESSAGES = {
  smsWithdrawn: 'Você não receberá mais SMS do programa.',
  smsGiven: 'Você voltará a receber SMS do programa.',
  smsAlreadyWithdrawn: 'Você não autorizou o envio de SMS',
  smsAlreadyGiven: 'O envio de SMS já está autorizado',
} as const;

/** A customer as the administrators and the concierge look it up: the record and its standing. */
export const clientDetailSchema = clientSchema.extend({
  /** When the customer deleted its account (its personal data replaced by a pseudonym), or null. */
  anonymizedAt: z.string().nullable(),
  /** The balance in the active campaign (0 without one). */
  campaignPoints: z.number().int(),
  purchases: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
  }),
  redemptions: z.number().int(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
