import { ACTIVE_PRIZES_ELEMENT_ID, firstLoadEndpoints, type Prize } from '@mall/shared';
import { buildUrl } from '../../api/client';
import { callEndpointWith } from '../../api/endpoint';
import { listField } from '../../api/shape';

export interface ActivePrizes {
  prizes: Prize[];
  total: number;
}

const WHAT = 'GET /prizes/active';
const LIST = firstLoadEndpoints.listActivePrizes;

/** Checked by hand: the customer home's benefits are part of its first load (no zod). */
export function readActivePrizes(body: unknown): ActivePrizes {
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

/**
 * The first page of GET /prizes/active the server wrote into /cliente/brindes and drew into its grid
 * (ACTIVE_PRIZES_ELEMENT_ID), or undefined: none written, or not the answer's shape (a page from
 * another release). Reading leaves it in place (a render may run twice); `dropWrittenActivePrizes`
 * takes it away once the page is on screen, so a later visit asks the API.
 */
export function writtenActivePrizes(): ActivePrizes | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ACTIVE_PRIZES_ELEMENT_ID);
  if (!element) return undefined;
  try {
    return readActivePrizes(JSON.parse(element.textContent ?? ''));
  } catch {
    return undefined;
  }
}

export function dropWrittenActivePrizes(): void {
  document.getElementById(ACTIVE_PRIZES_ELEMENT_ID)?.remove();
}
