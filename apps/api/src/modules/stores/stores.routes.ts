import { errorSchema, storesEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import {
  createStore,
  deleteStore,
  getStore,
  listActiveStores,
  listStores,
  type StoreStatusAction,
  setStoreStatus,
  updateStore,
} from './stores.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const STATUS_MESSAGES: Record<StoreStatusAction, string> = {
  activate: 'Loja ativada com sucesso',
  deactivate: 'Loja desativada com sucesso',
  block: 'Loja bloqueada com sucesso',
  unblock: 'Loja desbloqueada com sucesso',
};

/**
 * Stores. LOJISTA reads and edits only its own store (scoped inside the queries; another id is a
 * 404) and never its fee, limits or status; CONCIERGE reads them for filters (DECISIONS.md).
 */
export const storesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, pictures }) => {
  app.route(
    routeOf(
      storesEndpoints.listActiveStores,
      {
        tags: ['stores'],
        summary: 'Participating stores (public): not inactivated, optionally by segment',
        errors: { 400: errorSchema },
      },
      async (request) => listActiveStores(db, pictures, request.query),
    ),
  );

  app.route(
    routeOf(
      storesEndpoints.listStores,
      {
        preHandler: app.requireAction('stores:read'),
        tags: ['stores'],
        summary: 'Search stores by trade name, company name or CNPJ (store owners see only their own)',
        errors,
      },
      async (request) => listStores(db, request.scope, request.query),
    ),
  );

  app.route(
    routeOf(
      storesEndpoints.getStore,
      {
        preHandler: app.requireAction('stores:read'),
        summary: 'A store (store owners: their own only)',
        tags: ['stores'],
        errors,
      },
      async (request) => ({ data: await getStore(db, request.scope, request.params.id) }),
    ),
  );

  app.route(
    routeOf(
      storesEndpoints.createStore,
      {
        preHandler: app.requireAction('stores:create'),
        summary: 'Create a store',
        tags: ['stores'],
        errors,
      },
      async (request, reply) => {
        const data = await createStore(db, currentUser(request).id, request.body);
        return reply.status(201).send({ message: 'Loja cadastrada com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      storesEndpoints.updateStore,
      {
        preHandler: app.requireAction('stores:update'),
        tags: ['stores'],
        summary: 'Edit a store; status changes go through activate/deactivate/block/unblock',
        errors,
      },
      async (request) => {
        const { id, role, scope } = currentUser(request);
        const actor = { id, role, scope };
        return {
          message: 'Loja atualizada com sucesso',
          data: await updateStore(db, actor, request.params.id, request.body),
        };
      },
    ),
  );

  const statusDocs = {
    activate: { endpoint: storesEndpoints.activateStore, summary: 'Reactivate an inactivated store' },
    deactivate: {
      endpoint: storesEndpoints.deactivateStore,
      summary: 'Inactivate a store (hidden from lists, no new sales)',
    },
    block: { endpoint: storesEndpoints.blockStore, summary: 'Block a store: no new sales and its staff cannot log in' },
    unblock: { endpoint: storesEndpoints.unblockStore, summary: 'Unblock a store' },
  } as const;
  for (const action of ['activate', 'deactivate', 'block', 'unblock'] as const) {
    const { endpoint, summary } = statusDocs[action];
    app.route(
      routeOf(
        endpoint,
        { preHandler: app.requireAction('stores:toggle'), summary, tags: ['stores'], errors },
        async (request) => ({
          message: STATUS_MESSAGES[action],
          data: await setStoreStatus(db, currentUser(request).id, request.params.id, action),
        }),
      ),
    );
  }

  app.route(
    routeOf(
      storesEndpoints.deleteStore,
      {
        preHandler: app.requireAction('stores:delete'),
        summary: 'Delete a store',
        tags: ['stores'],
        errors,
      },
      async (request) => {
        await deleteStore(db, currentUser(request).id, request.params.id);
        return { message: 'Loja excluída com sucesso' };
      },
    ),
  );
};
