import type { Campaign } from './campaigns.schemas';
import { lightEndpoint } from './endpoint';
import type { Prize } from './prizes.schemas';
import type { CampaignPoints } from './schemas';

/**
 * The three calls of the web app's first load (the home page and the header): declarations
 * without schemas, so that download stays without zod. The full declarations (in
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
};
