import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import { clientDetailSchema } from './privacy.schemas';
import {
  campaignPointsSchema,
  clientPickSchema,
  clientSchema,
  dataOf,
  listOf,
  mutationOf,
  registerClientBodySchema,
  searchQuerySchema,
  updateProfileBodySchema,
  uuidSchema,
} from './schemas';

export const profileUpdatedSchema = mutationOf(clientSchema).extend({
  /** Present after a password change: the earlier tokens no longer work. */
  access_token: z.string().optional(),
});

export const clientsEndpoints = {
  registerClient: defineEndpoint({
    operationId: 'registerClient',
    method: 'POST',
    path: '/clients',
    public: true,
    body: registerClientBodySchema,
    response: mutationOf(clientSchema),
    status: 201,
  }),
  /** Full records for the administrators and the concierge; `{ id, name, cpf }` for store staff. */
  searchClients: defineEndpoint({
    operationId: 'searchClients',
    method: 'GET',
    path: '/clients',
    query: searchQuerySchema,
    response: listOf(z.union([clientSchema, clientPickSchema])),
    status: 200,
  }),
  /** One customer for the administrators and the concierge: the record, its points and counts. */
  getClient: defineEndpoint({
    operationId: 'getClient',
    method: 'GET',
    path: '/clients/:id',
    params: z.object({ id: uuidSchema }),
    response: dataOf(clientDetailSchema),
    status: 200,
  }),
  getOwnProfile: defineEndpoint({
    operationId: 'getOwnProfile',
    method: 'GET',
    path: '/clients/me',
    response: dataOf(clientSchema),
    status: 200,
  }),
  updateOwnProfile: defineEndpoint({
    operationId: 'updateOwnProfile',
    method: 'PATCH',
    path: '/clients/me',
    body: updateProfileBodySchema,
    response: profileUpdatedSchema,
    status: 200,
  }),
  getOwnCampaignPoints: defineEndpoint({
    ...firstLoadEndpoints.getOwnCampaignPoints,
    response: dataOf(campaignPointsSchema),
  }),
};
