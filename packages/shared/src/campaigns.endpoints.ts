import { z } from 'zod';
import {
  campaignOptionSchema,
  campaignSchema,
  createCampaignBodySchema,
  updateCampaignBodySchema,
} from './campaigns.schemas';
import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import { dataOf, idParamsSchema, listOf, messageSchema, mutationOf, searchQuerySchema } from './schemas';
import { sortQuery } from './sorting';

/** activate, inactivate and finish: a campaign's state changes, each its own path. */
const transition = <const Id extends string, const Path extends string>(operationId: Id, path: Path) =>
  defineEndpoint({
    operationId,
    method: 'PATCH',
    path,
    params: idParamsSchema,
    response: mutationOf(campaignSchema),
    status: 200,
  });

/** The campaigns' sortable columns, as the admin table names them. */
export const CAMPAIGN_SORT_COLUMNS = ['name', 'period', 'rate', 'status'] as const;
export const campaignListQuerySchema = searchQuerySchema.extend(sortQuery(CAMPAIGN_SORT_COLUMNS));

export const campaignsEndpoints = {
  getActiveCampaign: defineEndpoint({
    ...firstLoadEndpoints.getActiveCampaign,
    response: dataOf(campaignSchema.nullable()),
  }),
  listCampaignOptions: defineEndpoint({
    operationId: 'listCampaignOptions',
    method: 'GET',
    path: '/campaigns/options',
    response: dataOf(z.array(campaignOptionSchema)),
    status: 200,
  }),
  listCampaigns: defineEndpoint({
    operationId: 'listCampaigns',
    method: 'GET',
    path: '/campaigns',
    query: campaignListQuerySchema,
    response: listOf(campaignSchema),
    status: 200,
  }),
  getCampaign: defineEndpoint({
    operationId: 'getCampaign',
    method: 'GET',
    path: '/campaigns/:id',
    params: idParamsSchema,
    response: dataOf(campaignSchema),
    status: 200,
  }),
  createCampaign: defineEndpoint({
    operationId: 'createCampaign',
    method: 'POST',
    path: '/campaigns',
    body: createCampaignBodySchema,
    response: mutationOf(campaignSchema),
    status: 201,
  }),
  updateCampaign: defineEndpoint({
    operationId: 'updateCampaign',
    method: 'PATCH',
    path: '/campaigns/:id',
    params: idParamsSchema,
    body: updateCampaignBodySchema,
    response: mutationOf(campaignSchema),
    status: 200,
  }),
  activateCampaign: transition('activateCampaign', '/campaigns/:id/activate'),
  inactivateCampaign: transition('inactivateCampaign', '/campaigns/:id/inactivate'),
  finishCampaign: transition('finishCampaign', '/campaigns/:id/finish'),
  deleteCampaign: defineEndpoint({
    operationId: 'deleteCampaign',
    method: 'DELETE',
    path: '/campaigns/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
