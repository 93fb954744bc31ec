import { campaignsEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { campaignOptionRows } from './campaigns.queries';
import {
  activeCampaignAnswer,
  createCampaign,
  deleteCampaign,
  finishCampaign,
  getCampaign,
  listCampaigns,
  setCampaignActive,
  updateCampaign,
} from './campaigns.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['campaigns'];

export const campaignsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route(
    routeOf(
      campaignsEndpoints.getActiveCampaign,
      {
        tags,
        summary: 'The active campaign, or null (public)',
      },
      () => activeCampaignAnswer(db),
    ),
  );

  app.route(
    routeOf(
      campaignsEndpoints.listCampaignOptions,
      {
        preHandler: app.requireAction('campaigns:options'),
        tags,
        summary: 'Campaigns (id and name) for a filter: all for staff; for a customer, the active one and its own',
        errors,
      },
      async (request) => {
        const clientId = currentUser(request).role === 'CLIENTE' ? ownClientId(request) : undefined;
        return { data: await campaignOptionRows(db, clientId) };
      },
    ),
  );

  const manage = app.requireAction('campaigns:manage');

  app.route(
    routeOf(
      campaignsEndpoints.listCampaigns,
      {
        preHandler: manage,
        summary: 'Search campaigns by name, newest first',
        tags,
        errors,
      },
      async (request) => listCampaigns(db, request.query),
    ),
  );

  app.route(
    routeOf(
      campaignsEndpoints.getCampaign,
      {
        preHandler: manage,
        summary: 'A campaign',
        tags,
        errors,
      },
      async (request) => ({ data: await getCampaign(db, request.params.id) }),
    ),
  );

  app.route(
    routeOf(
      campaignsEndpoints.createCampaign,
      {
        preHandler: manage,
        tags,
        summary: 'Create a campaign (it starts inactive)',
        errors,
      },
      async (request, reply) => {
        const data = await createCampaign(db, currentUser(request).id, request.body);
        return reply.status(201).send({ message: 'Campanha criada com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      campaignsEndpoints.updateCampaign,
      {
        preHandler: manage,
        summary: 'Edit a campaign (not a finished one)',
        tags,
        errors,
      },
      async (request) => ({
        message: 'Campanha atualizada com sucesso',
        data: await updateCampaign(db, currentUser(request).id, request.params.id, request.body),
      }),
    ),
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
    activate: { endpoint: campaignsEndpoints.activateCampaign, summary: 'Activate a campaign (one active at a time)' },
    inactivate: { endpoint: campaignsEndpoints.inactivateCampaign, summary: 'Deactivate a campaign' },
    finish: { endpoint: campaignsEndpoints.finishCampaign, summary: 'Finish a campaign (irreversible)' },
  } as const;
  for (const [path, message, run] of transitions) {
    const { endpoint, summary } = transitionDocs[path];
    app.route(
      routeOf(endpoint, { preHandler: manage, summary, tags, errors }, async (request) => ({
        message,
        data: await run(currentUser(request).id, request.params.id),
      })),
    );
  }

  app.route(
    routeOf(
      campaignsEndpoints.deleteCampaign,
      {
        preHandler: manage,
        summary: 'Delete a campaign without sales, prizes or redemptions',
        tags,
        errors,
      },
      async (request) => {
        await deleteCampaign(db, currentUser(request).id, request.params.id);
        return { message: 'Campanha excluída com sucesso' };
      },
    ),
  );
};
