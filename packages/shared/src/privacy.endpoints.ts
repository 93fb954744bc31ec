import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { consentsSchema, deleteAccountBodySchema, exportQuerySchema, ownDataExportSchema } from './privacy.schemas';
import { dataOf, messageSchema, mutationOf } from './schemas';

/** The content types of the data export (`?format=json`, the default, or `?format=csv`). */
export const EXPORT_CONTENT_TYPES = ['application/json', 'text/csv'] as const;

/** A customer's LGPD requests on its own account (CLIENTE only). */
export const privacyEndpoints = {
  /**
   * A download (Content-Disposition attachment): the JSON document `ownDataExportSchema` describes,
   * or a CSV of purchases and redemptions (UTF-8 with BOM, `;`, pt-BR dates and R$ values).
   */
  exportOwnData: defineEndpoint({
    operationId: 'exportOwnData',
    method: 'GET',
    path: '/clients/me/export',
    query: exportQuerySchema,
    response: ownDataExportSchema,
    binary: EXPORT_CONTENT_TYPES,
    status: 200,
  }),
  listOwnConsents: defineEndpoint({
    operationId: 'listOwnConsents',
    method: 'GET',
    path: '/clients/me/consents',
    response: dataOf(consentsSchema),
    status: 200,
  }),
  /** Gives the optional SMS consent again (a new record, current version). */
  giveSmsConsent: defineEndpoint({
    operationId: 'giveSmsConsent',
    method: 'POST',
    path: '/clients/me/consents/sms',
    response: mutationOf(consentsSchema),
    status: 201,
  }),
  /** Withdraws the SMS consent: the record keeps its date of withdrawal. */
  withdrawSmsConsent: defineEndpoint({
    operationId: 'withdrawSmsConsent',
    method: 'DELETE',
    path: '/clients/me/consents/sms',
    response: mutationOf(consentsSchema),
    status: 200,
  }),
  /** Deletes the account: the person is anonymised, its purchases and redemptions kept. */
  deleteOwnAccount: defineEndpoint({
    operationId: 'deleteOwnAccount',
    method: 'DELETE',
    path: '/clients/me',
    body: deleteAccountBodySchema,
    response: messageSchema.extend({ data: z.object({ anonymizedAt: z.string() }) }),
    status: 200,
  }),
};
