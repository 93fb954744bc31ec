import { cepAddressSchema, dataOf, isValidCEP, MESSAGES, onlyDigits } from '@mall/shared';
import { toast } from 'react-toastify';
import { api } from './api';

const responseSchema = dataOf(cepAddressSchema);
export type CepAddress = ReturnType<typeof responseSchema.parse>['data'];

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
    return responseSchema.parse(await api.get(`/cep/${digits}`)).data;
  } catch {
    return null;
  }
}
