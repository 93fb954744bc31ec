import { cepEndpoints, isValidCEP, MESSAGES, onlyDigits, type ResponseOf } from '@mall/shared';
import { callEndpoint } from './api';
import { toast } from './toast';

export type CepAddress = ResponseOf<typeof cepEndpoints.lookupCep>['data'];

/**
 * Looks a CEP up through the API (`GET /api/cep/{cep}`), which hides the external service.
 * Needs 8 digits, else "CEP inválido" without a request. Server failures ("CEP não encontrado",
 * or the endpoint not existing yet) arrive as toasts from the API client; the caller gets null
 * and leaves the address for the user to type.
 */
export async function lookupCep(value: string): Promise<CepAddress | null> {
  const digits = onlyDigits(value);
  if (!isValidCEP(digits)) {
    toast.error(MESSAGES.invalidCep, { toastId: 'cep-invalid' });
    return null;
  }
  try {
    return (await callEndpoint(cepEndpoints.lookupCep, { params: { cep: digits } })).data;
  } catch {
    return null;
  }
}
