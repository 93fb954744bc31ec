import { errorSchema, shopkeepersEndpoints } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  createShopkeeper,
  deleteShopkeeper,
  getShopkeeper,
  listShopkeepers,
  SHOPKEEPER_MESSAGES,
  type ShopkeeperScope,
  updateShopkeeper,
} from './shopkeepers.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['shopkeepers'];

/** A store owner reads its own store's shop owners only (the request's store scope). */
const scopeOf = (request: FastifyRequest): ShopkeeperScope => ({ storeId: request.scope });

export const shopkeepersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const read = app.requireAction('shopkeepers:read');
  const manage = app.requireAction('shopkeepers:manage');

  app.route(
    routeOf(
      shopkeepersEndpoints.listShopkeepers,
      { preHandler: read, summary: "Search shop owners (a store owner: its store's only)", tags, errors },
      async (request) => listShopkeepers(db, request.query, scopeOf(request)),
    ),
  );

  app.route(
    routeOf(
      shopkeepersEndpoints.getShopkeeper,
      { preHandler: read, summary: 'A shop owner', tags, errors },
      async (request) => ({ data: await getShopkeeper(db, request.params.id, scopeOf(request)) }),
    ),
  );

  app.route(
    routeOf(
      shopkeepersEndpoints.createShopkeeper,
      {
        preHandler: manage,
        summary: 'Create a shop owner (a LOJISTA user without a password, and an e-mailed set-password link)',
        tags,
        errors,
      },
      async (request, reply) => {
        const data = await createShopkeeper(db, currentUser(request).id, request.body, {
          publicUrl: config.publicUrl,
        });
        return reply.status(201).send({ message: SHOPKEEPER_MESSAGES.created, data });
      },
    ),
  );

  app.route(
    routeOf(
      shopkeepersEndpoints.updateShopkeeper,
      { preHandler: manage, summary: 'Edit a shop owner and its login (password only when sent)', tags, errors },
      async (request) => ({
        message: SHOPKEEPER_MESSAGES.updated,
        data: await updateShopkeeper(db, currentUser(request).id, request.params.id, request.body, scopeOf(request)),
      }),
    ),
  );

  app.route(
    routeOf(
      shopkeepersEndpoints.deleteShopkeeper,
      { preHandler: manage, summary: 'Delete a shop owner whose login never acted, with its login', tags, errors },
      async (request) => {
        await deleteShopkeeper(db, currentUser(request).id, request.params.id, scopeOf(request));
        return { message: SHOPKEEPER_MESSAGES.deleted };
      },
    ),
  );
};
