import {
  createPrizeBodySchema,
  dataOf,
  errorSchema,
  featuredConflictSchema,
  idParamsSchema,
  listOf,
  messageSchema,
  mutationOf,
  prizeSchema,
  rolesFor,
  searchQuerySchema,
  updatePrizeBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

export const prizesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const manage = app.requireAction('prizes:manage');

  app.get(
    '/prizes/featured',
    {
      schema: {
        operationId: 'listFeaturedPrizes',
        security: [],
        tags,
        summary: 'Featured prizes of the active campaign (public)',
        response: { 200: dataOf(z.array(prizeSchema)) },
      },
    },
    async () => ({ data: await listFeaturedPrizes(db) }),
  );

  app.get(
    '/prizes/active',
    {
      schema: {
        operationId: 'listActivePrizes',
        security: [],
        tags,
        summary: 'Active prizes of the active campaign (public)',
        querystring: searchQuerySchema,
        response: { 200: listOf(prizeSchema), 400: errorSchema },
      },
    },
    async (request) => listActivePrizes(db, request.query),
  );

  app.get(
    '/prizes',
    {
      preHandler: manage,
      schema: {
        operationId: 'listPrizes',
        summary: 'Search prizes (staff), optionally of one campaign',
        tags,
        querystring: searchQuerySchema.extend({ campaignId: z.uuid('Campanha inválida').optional() }),
        response: { 200: listOf(prizeSchema), ...errors },
      },
    },
    async (request) => listPrizes(db, request.query),
  );

  app.get(
    '/prizes/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getPrize',
        tags,
        summary: 'A prize; inactive ones only for staff',
        params: idParamsSchema,
        response: { 200: dataOf(prizeSchema), ...errors },
      },
    },
    async (request) => ({ data: await getPrize(db, request.params.id, managers.has(currentUser(request).role)) }),
  );

  app.post(
    '/prizes',
    {
      preHandler: manage,
      schema: {
        operationId: 'createPrize',
        tags,
        summary: 'Create a prize (in the active campaign unless campaignId is given); at most 4 featured',
        body: createPrizeBodySchema,
        response: { 201: mutationOf(prizeSchema), ...errors, 409: featuredConflictSchema },
      },
    },
    async (request, reply) => {
      const data = await createPrize(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Brinde criado com sucesso', data });
    },
  );

  app.patch(
    '/prizes/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'updatePrize',
        tags,
        summary: 'Edit a prize, or send {inactivatedAt} to inactivate (a date) or activate (null)',
        params: idParamsSchema,
        body: updatePrizeBodySchema,
        response: { 200: mutationOf(prizeSchema), ...errors, 409: featuredConflictSchema },
      },
    },
    async (request) => {
      const data = await updatePrize(db, currentUser(request).id, request.params.id, request.body);
      const message =
        request.body.inactivatedAt === undefined
          ? 'Brinde atualizado com sucesso'
          : request.body.inactivatedAt === null
            ? 'Brinde ativado com sucesso'
            : 'Brinde inativado com sucesso';
      return { message, data };
    },
  );

  app.delete(
    '/prizes/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'deletePrize',
        summary: 'Delete a prize',
        tags,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      await deletePrize(db, currentUser(request).id, request.params.id);
      return { message: 'Brinde excluído com sucesso' };
    },
  );
};
