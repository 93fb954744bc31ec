import {
  campaignPointsSchema,
  clientSchema,
  dataOf,
  errorSchema,
  listOf,
  mutationOf,
  registerClientBodySchema,
  rolesFor,
  searchQuerySchema,
  updateProfileBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { listClients } from './clients.list';
import { getOwnClient, ownCampaignPoints, registerClient, toClient, updateOwnProfile } from './clients.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const clientsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  app.post(
    '/clients',
    {
      schema: {
        tags: ['clients'],
        summary: 'Register a customer (CPF, 18+, consent)',
        body: registerClientBodySchema,
        response: { 201: mutationOf(clientSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await registerClient(db, request.body, { timeZone: config.timeZone, ip: request.ip });
      return reply.status(201).send({ message: 'Cadastro realizado com sucesso!', data });
    },
  );

  app.get(
    '/clients',
    {
      // Staff who read customers, and those who pick the customer of an invoice sale.
      preHandler: app.requireRole(...new Set([...rolesFor('clients:read'), ...rolesFor('sales:create-invoice')])),
      schema: {
        tags: ['clients'],
        summary: 'Search customers by name or CPF (staff; the sale form picks the customer here)',
        querystring: searchQuerySchema,
        response: { 200: listOf(clientSchema), ...errors },
      },
    },
    async (request) => listClients(db, request.query),
  );

  const clientOnly = { preHandler: app.requireRole('CLIENTE') };

  app.get(
    '/clients/me',
    { ...clientOnly, schema: { tags: ['clients'], response: { 200: dataOf(clientSchema), ...errors } } },
    async (request) => ({ data: toClient(await getOwnClient(db, currentUser(request).id)) }),
  );

  app.patch(
    '/clients/me',
    {
      ...clientOnly,
      schema: {
        tags: ['clients'],
        summary: 'Update own profile; the password changes only with the current one',
        body: updateProfileBodySchema,
        response: { 200: mutationOf(clientSchema), ...errors },
      },
    },
    async (request) => {
      const data = await updateOwnProfile(db, currentUser(request).id, request.body, { timeZone: config.timeZone });
      return { message: 'Dados atualizados com sucesso!', data };
    },
  );

  app.get(
    '/clients/me/campaign-points',
    {
      ...clientOnly,
      schema: { tags: ['clients'], response: { 200: dataOf(campaignPointsSchema), ...errors } },
    },
    async (request) => ({ data: await ownCampaignPoints(db, ownClientId(request)) }),
  );
};
