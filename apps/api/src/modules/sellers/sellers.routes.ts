import { can, errorSchema, rolesFor, sellersEndpoints } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  createSeller,
  deleteSeller,
  getSeller,
  listSellers,
  type SellerScope,
  setSellerStatus,
  updateSeller,
} from './sellers.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['sellers'];

/**
 * Store owners act on their store's sellers (the request's store scope); a caller who may not
 * read sellers (a seller, for the sale form) sees only itself.
 */
function scopeOf(request: FastifyRequest): SellerScope {
  const user = currentUser(request);
  return { storeId: request.scope, userId: can(user.role, 'sellers:read') ? undefined : user.id };
}

export const sellersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const read = app.requireRole(...new Set([...rolesFor('sellers:read'), 'VENDEDOR' as const]));
  const manage = app.requireAction('sellers:manage');

  app.route(
    routeOf(
      sellersEndpoints.listSellers,
      {
        preHandler: read,
        summary: 'Search sellers (store staff: their store only; a seller sees itself)',
        tags,
        errors,
      },
      async (request) => listSellers(db, request.query, scopeOf(request)),
    ),
  );

  app.route(
    routeOf(
      sellersEndpoints.getSeller,
      {
        preHandler: read,
        summary: 'A seller',
        tags,
        errors,
      },
      async (request) => ({ data: await getSeller(db, request.params.id, scopeOf(request)) }),
    ),
  );

  app.route(
    routeOf(
      sellersEndpoints.createSeller,
      {
        preHandler: manage,
        summary: 'Create a seller (a VENDEDOR user and its record)',
        tags,
        errors,
      },
      async (request, reply) => {
        const data = await createSeller(db, currentUser(request).id, request.body, scopeOf(request));
        return reply.status(201).send({ message: 'Vendedor cadastrado com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      sellersEndpoints.updateSeller,
      {
        preHandler: manage,
        summary: 'Edit a seller',
        tags,
        errors,
      },
      async (request) => ({
        message: 'Vendedor atualizado com sucesso',
        data: await updateSeller(db, currentUser(request).id, request.params.id, request.body, scopeOf(request)),
      }),
    ),
  );

  app.route(
    routeOf(
      sellersEndpoints.setSellerStatus,
      {
        preHandler: manage,
        summary: 'Activate or deactivate a seller (its login stops at once)',
        tags,
        errors,
      },
      async (request) => ({
        message: 'Status atualizado com sucesso',
        data: await setSellerStatus(
          db,
          currentUser(request).id,
          request.params.id,
          request.body.inactivatedAt,
          scopeOf(request),
        ),
      }),
    ),
  );

  app.route(
    routeOf(
      sellersEndpoints.deleteSeller,
      {
        preHandler: manage,
        summary: 'Delete a seller without sales',
        tags,
        errors,
      },
      async (request) => {
        await deleteSeller(db, currentUser(request).id, request.params.id, scopeOf(request));
        return { message: 'Vendedor excluído com sucesso' };
      },
    ),
  );
};
