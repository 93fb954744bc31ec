import {
  campaignOptionSchema,
  campaignSchema,
  createCampaignBodySchema,
  dataOf,
  errorSchema,
  idParamsSchema,
  listOf,
  messageSchema,
  mutationOf,
  searchQuerySchema,
  updateCampaignBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { campaignOptionRows, findActiveCampaign } from './campaigns.queries';
import {
  createCampaign,
  deleteCampaign,
  finishCampaign,
  getCampaign,
  listCampaigns,
  setCampaignActive,
  toCampaign,
  updateCampaign,
} from './campaigns.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['campaigns'];

export const campaignsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/campaigns/active',
    {
      schema: {
        operationId: 'getActiveCampaign',
        security: [],
        tags,
        summary: 'The active campaign, or null (public)',
        response: { 200: dataOf(campaignSchema.nullable()) },
      },
    },
    async () => {
      const row = await findActiveCampaign(db);
      return { data: row ? toCampaign(row) : null };
    },
  );

  app.get(
    '/campaigns/options',
    {
      preHandler: app.requireAction('campaigns:options'),
      schema: {
        operationId: 'listCampaignOptions',
        tags,
        summary: 'Campaigns (id and name) for a filter: all for staff; for a customer, the active one and its own',
        response: { 200: dataOf(z.array(campaignOptionSchema)), ...errors },
      },
    },
    async (request) => {
      const clientId = currentUser(request).role === 'CLIENTE' ? ownClientId(request) : undefined;
      return { data: await campaignOptionRows(db, clientId) };
    },
  );

  const manage = app.requireAction('campaigns:manage');

  app.get(
    '/campaigns',
    {
      preHandler: manage,
      schema: {
        operationId: 'listCampaigns',
        summary: 'Search campaigns by name, newest first',
        tags,
        querystring: searchQuerySchema,
        response: { 200: listOf(campaignSchema), ...errors },
      },
    },
    async (request) => listCampaigns(db, request.query),
  );

  app.get(
    '/campaigns/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'getCampaign',
        summary: 'A campaign',
        tags,
        params: idParamsSchema,
        response: { 200: dataOf(campaignSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCampaign(db, request.params.id) }),
  );

  app.post(
    '/campaigns',
    {
      preHandler: manage,
      schema: {
        operationId: 'createCampaign',
        tags,
        summary: 'Create a campaign (it starts inactive)',
        body: createCampaignBodySchema,
        response: { 201: mutationOf(campaignSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createCampaign(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Campanha criada com sucesso', data });
    },
  );

  app.patch(
    '/campaigns/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'updateCampaign',
        summary: 'Edit a campaign (not a finished one)',
        tags,
        params: idParamsSchema,
        body: updateCampaignBodySchema,
        response: { 200: mutationOf(campaignSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Campanha atualizada com sucesso',
      data: await updateCampaign(db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  const transitions = [
    ['activate', 'Campanha ativada com sucesso', (actor: string, id: string) => setCampaignActive(db, actor, id, true)],
    [
      'inactivate',
      'Campanha inativada com sucesso',
      (actor: string, id: string) => setCampaignActive(db, actor, id, false),
    ],
    ['finish', 'Campanha finalizada com sucesso', (actor: string, id: string) => finishCampaign(db, actor, id)],
  ] as const;
  const transitionDocs = {
    activate: { operationId: 'activateCampaign', summary: 'Activate a campaign (one active at a time)' },
    inactivate: { operationId: 'inactivateCampaign', summary: 'Deactivate a campaign' },
    finish: { operationId: 'finishCampaign', summary: 'Finish a campaign (irreversible)' },
  } as const;
  for (const [path, message, run] of transitions) {
    app.patch(
      `/campaigns/:id/${path}`,
      {
        preHandler: manage,
        schema: {
          ...transitionDocs[path],
          tags,
          params: idParamsSchema,
          response: { 200: mutationOf(campaignSchema), ...errors },
        },
      },
      async (request) => ({ message, data: await run(currentUser(request).id, request.params.id) }),
    );
  }

  app.delete(
    '/campaigns/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'deleteCampaign',
        summary: 'Delete a campaign without sales, prizes or redemptions',
        tags,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCampaign(db, currentUser(request).id, request.params.id);
      return { message: 'Campanha excluída com sucesso' };
    },
  );
};
