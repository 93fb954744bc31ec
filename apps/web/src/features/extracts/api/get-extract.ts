import { extractsEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/** GET /extracts/{id}: the statement, its frozen sales, the sales it misses and its history (a 404 is the page's "Extrato não encontrado", not a toast). */
export async function getExtract(id: string, signal?: AbortSignal) {
  return (await callEndpoint(extractsEndpoints.getExtract, { params: { id }, signal, toastErrors: false })).data;
}

export const useExtract = (id: string) =>
  useQuery(endpointQuery(extractKeys.detail(id), (signal) => getExtract(id, signal)));
