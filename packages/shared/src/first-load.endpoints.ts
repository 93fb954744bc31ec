import type { z } from 'zod';
import type { Campaign } from './campaigns.schemas';
import { lightEndpoint } from './endpoint';
import type { Faq } from './faqs.schemas';
import type { Prize } from './prizes.schemas';
import type { MyStats } from './sales.schemas';
import type { CampaignPoints, searchQuerySchema } from './schemas';
import type { Segment } from './segments.schemas';
import type { activeStoresQuerySchema, PublicStore } from './stores.schemas';

/** A list's answer: a page of rows and the total. */
type ListAnswer<T> = { data: T[]; total: number; totalCapped?: boolean | undefined };

/**
 * The calls of the web app's first loads (the home page, the header, the customer home, the
 * participating stores and their segments, the questions):
 * declarations without schemas, so those downloads stay without zod. The full declarations (in
 * campaigns/prizes/clients.endpoints.ts) spread these and add the schemas; a test proves the
 * types agree. Only type imports above: nothing here pulls a schema in.
 */
export const firstLoadEndpoints = {
  getActiveCampaign: lightEndpoint<{ data: Campaign | null }>()({
    operationId: 'getActiveCampaign',
    method: 'GET',
    path: '/campaigns/active',
    status: 200,
    public: true,
  }),
  listFeaturedPrizes: lightEndpoint<{ data: Prize[] }>()({
    operationId: 'listFeaturedPrizes',
    method: 'GET',
    path: '/prizes/featured',
    status: 200,
    public: true,
  }),
  getOwnCampaignPoints: lightEndpoint<{ data: CampaignPoints }>()({
    operationId: 'getOwnCampaignPoints',
    method: 'GET',
    path: '/clients/me/campaign-points',
    status: 200,
  }),
  getOwnStats: lightEndpoint<{ data: MyStats }>()({
    operationId: 'getOwnStats',
    method: 'GET',
    path: '/score-points/my-stats',
    status: 200,
  }),
  listActivePrizes: lightEndpoint<ListAnswer<Prize>, z.input<typeof searchQuerySchema>>()({
    operationId: 'listActivePrizes',
    method: 'GET',
    path: '/prizes/active',
    status: 200,
    public: true,
  }),
  listActiveStores: lightEndpoint<ListAnswer<PublicStore>, z.input<typeof activeStoresQuerySchema>>()({
    operationId: 'listActiveStores',
    method: 'GET',
    path: '/stores/active',
    status: 200,
    public: true,
  }),
  listFaqs: lightEndpoint<{ data: Faq[] }>()({
    operationId: 'listFaqs',
    method: 'GET',
    path: '/faqs',
    status: 200,
    public: true,
  }),
  listSegments: lightEndpoint<ListAnswer<Segment>, z.input<typeof searchQuerySchema>>()({
    operationId: 'listSegments',
    method: 'GET',
    path: '/segments',
    status: 200,
    public: true,
  }),
  /** "Sair", in every header: no content. */
  logout: lightEndpoint<null>()({
    operationId: 'logout',
    method: 'POST',
    path: '/auth/logout',
    status: 204,
  }),
};
