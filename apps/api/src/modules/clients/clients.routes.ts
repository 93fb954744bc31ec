import { can, clientsEndpoints, errorSchema, rolesFor } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { getClientDetail, listClients, pickClients } from './clients.list';
import { getOwnClient, ownCampaignPoints, registerClient, toClient, updateOwnProfile } from './clients.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const clientsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  // Registration answers whether a CPF or e-mail is taken (the SPEC's messages): limited per IP.
  const registerLimit = app.createRateLimit({
    max: config.registerRateLimitPerIp,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `register:${request.ip}`,
  });

  app.route(
    routeOf(
      clientsEndpoints.registerClient,
      {
        preHandler: app.idempotent,
        tags: ['clients'],
        summary: 'Register a customer (CPF, 18+, consent)',
        errors: { ...errors, 429: errorSchema },
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
    ),
  );

  app.route(
    routeOf(
      clientsEndpoints.searchClients,
      {
        // Staff who read customers, and those who pick the customer of an invoice sale.
        preHandler: app.requireRole(...new Set([...rolesFor('clients:read'), ...rolesFor('sales:create-invoice')])),
        tags: ['clients'],
        summary: 'Search customers by name or CPF (staff; the sale form picks the customer here)',
        description:
          'Administrators and the concierge get full records. Store staff (LOJISTA, VENDEDOR) must search at ' +
          'least 3 characters of a name or CPF, get at most 10 per page and only id, name and masked CPF.',
        errors,
      },
      async (request) =>
        can(currentUser(request).role, 'clients:read')
          ? listClients(db, request.query)
          : pickClients(db, request.query),
    ),
  );

  app.route(
    routeOf(
      clientsEndpoints.getClient,
      {
        preHandler: app.requireAction('clients:read'),
        tags: ['clients'],
        summary: 'One customer with its points and its purchase and redemption counts (administrators, concierge)',
        errors,
      },
      async (request) => ({ data: await getClientDetail(db, request.params.id) }),
    ),
  );

  const clientOnly = { preHandler: app.requireRole('CLIENTE') };

  app.route(
    routeOf(
      clientsEndpoints.getOwnProfile,
      {
        ...clientOnly,
        summary: "The logged-in customer's profile",
        tags: ['clients'],
        errors,
      },
      async (request) => ({ data: toClient(await getOwnClient(db, currentUser(request).id)) }),
    ),
  );

  app.route(
    routeOf(
      clientsEndpoints.updateOwnProfile,
      {
        ...clientOnly,
        tags: ['clients'],
        summary: 'Update own profile; the password changes only with the current one',
        errors,
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
            : await app.openSession({
                sub: user.id,
                role: user.role,
                name: data.name,
                storeId: user.storeId,
                pwdAt: passwordChangedAt,
              });
        return { message: 'Dados atualizados com sucesso!', data, access_token };
      },
    ),
  );

  app.route(
    routeOf(
      clientsEndpoints.getOwnCampaignPoints,
      {
        ...clientOnly,
        summary: "The customer's balance in the active campaign and what is left for the next point",
        tags: ['clients'],
        errors,
      },
      async (request) => ({ data: await ownCampaignPoints(db, ownClientId(request)) }),
    ),
  );
};
