import { errorSchema, featuredConflictSchema, prizesEndpoints, rolesFor } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  createPrize,
  deletePrize,
  getPrize,
  listActivePrizes,
  listFeaturedPrizes,
  listPrizes,
  updatePrize,
} from './prizes.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['prizes'];
const managers = new Set(rolesFor('prizes:manage'));

export const prizesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, pictures }) => {
  const manage = app.requireAction('prizes:manage');

  app.route(
    routeOf(
      prizesEndpoints.listFeaturedPrizes,
      {
        tags,
        summary: 'Featured prizes of the active campaign (public)',
      },
      async () => ({ data: await listFeaturedPrizes(db, pictures) }),
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.listActivePrizes,
      {
        tags,
        summary: 'Active prizes of the active campaign (public)',
        errors: { 400: errorSchema },
      },
      async (request) => listActivePrizes(db, pictures, request.query),
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.listPrizes,
      {
        preHandler: manage,
        summary: 'Search prizes (staff), optionally of one campaign',
        tags,
        errors,
      },
      async (request) => listPrizes(db, pictures, request.query),
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.getPrize,
      {
        preHandler: app.authenticate,
        tags,
        summary: 'A prize; inactive ones only for staff',
        errors,
      },
      async (request) => ({
        data: await getPrize(db, pictures, request.params.id, managers.has(currentUser(request).role)),
      }),
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.createPrize,
      {
        preHandler: manage,
        tags,
        summary: 'Create a prize (in the active campaign unless campaignId is given); at most 4 featured',
        errors: { ...errors, 409: featuredConflictSchema },
      },
      async (request, reply) => {
        const data = await createPrize(db, pictures, currentUser(request).id, request.body);
        return reply.status(201).send({ message: 'Brinde criado com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.updatePrize,
      {
        preHandler: manage,
        tags,
        summary: 'Edit a prize, or send {inactivatedAt} to inactivate (a date) or activate (null)',
        errors: { ...errors, 409: featuredConflictSchema },
      },
      async (request) => {
        const data = await updatePrize(db, pictures, currentUser(request).id, request.params.id, request.body);
        const message =
          request.body.inactivatedAt === undefined
            ? 'Brinde atualizado com sucesso'
            : request.body.inactivatedAt === null
              ? 'Brinde ativado com sucesso'
              : 'Brinde inativado com sucesso';
        return { message, data };
      },
    ),
  );

  app.route(
    routeOf(
      prizesEndpoints.deletePrize,
      {
        preHandler: manage,
        summary: 'Delete a prize',
        tags,
        errors: { ...errors, 409: errorSchema },
      },
      async (request) => {
        await deletePrize(db, currentUser(request).id, request.params.id);
        return { message: 'Brinde excluído com sucesso' };
      },
    ),
  );
};
