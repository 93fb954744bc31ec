import { type DeleteAccountBody, type ExportFormat, privacyEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';

/** A customer's LGPD requests (MEUS DADOS): export, consents, deletion. */
export const privacyKeys = {
  all: ['privacy'] as const,
  consents: ['privacy', 'consents'] as const,
};

/** GET /clients/me/export: the customer's data as a file (JSON, or CSV of purchases and redemptions). */
export const downloadOwnData = (format: ExportFormat) =>
  downloadEndpoint(privacyEndpoints.exportOwnData, { query: { format } });

/** GET /clients/me/consents: each consent with its version and dates. */
export const getOwnConsents = (signal?: AbortSignal) =>
  callEndpoint(privacyEndpoints.listOwnConsents, { signal, toastErrors: false });
export const useOwnConsents = () => useQuery(endpointQuery(privacyKeys.consents, getOwnConsents));

/** POST /clients/me/consents/sms: the SMS consent given again. */
export const giveSmsConsent = () => callEndpoint(privacyEndpoints.giveSmsConsent);
/** DELETE /clients/me/consents/sms: the SMS consent withdrawn (dated). */
export const withdrawSmsConsent = () => callEndpoint(privacyEndpoints.withdrawSmsConsent);
/** The SMS switch: on gives, off withdraws; the profile's "acceptsSMS" follows. */
export const useSetSmsConsent = () =>
  useEndpointMutation((on: boolean) => (on ? giveSmsConsent() : withdrawSmsConsent()), {
    invalidates: [privacyKeys.all, ['profile']],
    success: (res) => res.message,
  });

/** DELETE /clients/me: the account deleted (anonymised) after the password is checked. */
export const deleteOwnAccount = (body: DeleteAccountBody) =>
  callEndpoint(privacyEndpoints.deleteOwnAccount, { body, toastErrors: false });
