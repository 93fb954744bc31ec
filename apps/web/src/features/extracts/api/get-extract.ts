import { extractsEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { extractKeys } from './keys';

/** GET /extracts/{id}: the statement, its frozen sales, the sales it misses and its history. */
export async function getExtract(id: string, signal?: AbortSignal) {
  return (await callEndpoint(extractsEndpoints.getExtract, { params: { id }, signal })).data;
}

export const useExtract = (id: string) =>
  useQuery(endpointQuery(extractKeys.detail(id), (signal) => getExtract(id, signal)));
