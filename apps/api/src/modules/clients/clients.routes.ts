import {
  campaignPointsSchema,
  can,
  clientPickSchema,
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
import { z } from 'zod';
import { enforceRateLimit } from '../../lib/rate-limit';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { listClients, pickClients } from './clients.list';
import { getOwnClient, ownCampaignPoints, registerClient, toClient, updateOwnProfile } from './clients.service';

const profileUpdatedSchema = mutationOf(clientSchema).extend({
  /** Present after a password change: the earlier tokens no longer work. */
  access_token: z.string().optional(),
});

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const clientsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  // Registration answers whether a CPF or e-mail is taken (the SPEC's messages): limited per IP.
  const registerLimit = app.createRateLimit({
    max: config.registerRateLimitPerIp,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `register:${request.ip}`,
  });

  app.post(
    '/clients',
    {
      preHandler: app.idempotent,
      schema: {
        operationId: 'registerClient',
        security: [],
        tags: ['clients'],
        summary: 'Register a customer (CPF, 18+, consent)',
        body: registerClientBodySchema,
        response: { 201: mutationOf(clientSchema), ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        registerLimit,
        request,
        'Muitas tentativas de cadastro. Aguarde um minuto e tente novamente.',
      );
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
        operationId: 'searchClients',
        tags: ['clients'],
        summary: 'Search customers by name or CPF (staff; the sale form picks the customer here)',
        description:
          'Administrators and the concierge get full records. Store staff (LOJISTA, VENDEDOR) must search at ' +
          'least 3 characters of a name or CPF, get at most 10 per page and only id, name and masked CPF.',
        querystring: searchQuerySchema,
        response: { 200: listOf(z.union([clientSchema, clientPickSchema])), ...errors },
      },
    },
    async (request) =>
      can(currentUser(request).role, 'clients:read') ? listClients(db, request.query) : pickClients(db, request.query),
  );

  const clientOnly = { preHandler: app.requireRole('CLIENTE') };

  app.get(
    '/clients/me',
    {
      ...clientOnly,
      schema: {
        operationId: 'getOwnProfile',
        summary: "The logged-in customer's profile",
        tags: ['clients'],
        response: { 200: dataOf(clientSchema), ...errors },
      },
    },
    async (request) => ({ data: toClient(await getOwnClient(db, currentUser(request).id)) }),
  );

  app.patch(
    '/clients/me',
    {
      ...clientOnly,
      schema: {
        operationId: 'updateOwnProfile',
        tags: ['clients'],
        summary: 'Update own profile; the password changes only with the current one',
        body: updateProfileBodySchema,
        response: { 200: profileUpdatedSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { client: data, passwordChangedAt } = await updateOwnProfile(db, user.id, request.body, {
        timeZone: config.timeZone,
      });
      // A new password ends earlier sessions; this one goes on with a fresh token.
      const access_token =
        passwordChangedAt === undefined
          ? undefined
          : app.signToken({
              sub: user.id,
              role: user.role,
              name: data.name,
              storeId: user.storeId,
              pwdAt: passwordChangedAt,
            });
      return { message: 'Dados atualizados com sucesso!', data, access_token };
    },
  );

  app.get(
    '/clients/me/campaign-points',
    {
      ...clientOnly,
      schema: {
        operationId: 'getOwnCampaignPoints',
        summary: "The customer's balance in the active campaign and what is left for the next point",
        tags: ['clients'],
        response: { 200: dataOf(campaignPointsSchema), ...errors },
      },
    },
    async (request) => ({ data: await ownCampaignPoints(db, ownClientId(request)) }),
  );
};
