import { firstLoadEndpoints, type Prize } from '@mall/shared';
import { buildUrl } from '../../../lib/api/client';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { listField } from '../../../lib/api/shape';

export interface ActivePrizes {
  prizes: Prize[];
  total: number;
}

const WHAT = 'GET /prizes/active';
const LIST = firstLoadEndpoints.listActivePrizes;

/** Checked by hand: the customer home's benefits are part of its first load (no zod). */
function readActivePrizes(body: unknown): ActivePrizes {
  const { data, total } = listField<Prize>(
    body,
    {
      id: 'string',
      name: 'string',
      points: 'number',
      type: 'string',
      description: 'string?',
      imageUrl: 'string?',
      storeId: 'string?',
      store: 'object?',
      campaignId: 'string',
      campaign: 'object',
      featured: 'boolean',
      stock: 'number?',
      soldOut: 'boolean',
      inactivatedAt: 'string?',
      active: 'boolean',
      createdAt: 'string',
    },
    WHAT,
  );
  return { prizes: data, total };
}

/** GET /prizes/active: the active campaign's active prizes, paged (the benefits grids, /cliente/brindes). */
export async function getActivePrizes(page: number, limit: number, signal?: AbortSignal): Promise<ActivePrizes> {
  return callEndpointWith(LIST, readActivePrizes, { query: { page, limit }, signal });
}

/** The address `getActivePrizes` asks (the prerendered /cliente/brindes preloads its first page). */
export function activePrizesAddress(page: number, limit: number): string {
  return buildUrl(LIST.path, { page, limit });
}
