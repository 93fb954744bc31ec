import {
  activeStoresQuerySchema,
  createStoreBodySchema,
  dataOf,
  errorSchema,
  idParamsSchema,
  listOf,
  messageSchema,
  mutationOf,
  publicStoreSchema,
  storeListQuerySchema,
  storeSchema,
  updateStoreBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
export const storesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/stores/active',
    {
      schema: {
        operationId: 'listActiveStores',
        tags: ['stores'],
        summary: 'Participating stores (public): not inactivated, optionally by segment',
        security: [],
        querystring: activeStoresQuerySchema,
        response: { 200: listOf(publicStoreSchema), 400: errorSchema },
      },
    },
    async (request) => listActiveStores(db, request.query),
  );

  app.get(
    '/stores',
    {
      preHandler: app.requireAction('stores:read'),
      schema: {
        operationId: 'listStores',
        tags: ['stores'],
        summary: 'Search stores by trade name, company name or CNPJ (store owners see only their own)',
        querystring: storeListQuerySchema,
        response: { 200: listOf(storeSchema), ...errors },
      },
    },
    async (request) => listStores(db, request.scope, request.query),
  );

  app.get(
    '/stores/:id',
    {
      preHandler: app.requireAction('stores:read'),
      schema: {
        operationId: 'getStore',
        summary: 'A store (store owners: their own only)',
        tags: ['stores'],
        params: idParamsSchema,
        response: { 200: dataOf(storeSchema), ...errors },
      },
    },
    async (request) => ({ data: await getStore(db, request.scope, request.params.id) }),
  );

  app.post(
    '/stores',
    {
      preHandler: app.requireAction('stores:create'),
      schema: {
        operationId: 'createStore',
        summary: 'Create a store',
        tags: ['stores'],
        body: createStoreBodySchema,
        response: { 201: mutationOf(storeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createStore(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Loja cadastrada com sucesso', data });
    },
  );

  app.patch(
    '/stores/:id',
    {
      preHandler: app.requireAction('stores:update'),
      schema: {
        operationId: 'updateStore',
        tags: ['stores'],
        summary: 'Edit a store; status changes go through activate/deactivate/block/unblock',
        params: idParamsSchema,
        body: updateStoreBodySchema,
        response: { 200: mutationOf(storeSchema), ...errors },
      },
    },
    async (request) => {
      const { id, role, scope } = currentUser(request);
      const actor = { id, role, scope };
      return {
        message: 'Loja atualizada com sucesso',
        data: await updateStore(db, actor, request.params.id, request.body),
      };
    },
  );

  const statusDocs = {
    activate: { operationId: 'activateStore', summary: 'Reactivate an inactivated store' },
    deactivate: { operationId: 'deactivateStore', summary: 'Inactivate a store (hidden from lists, no new sales)' },
    block: { operationId: 'blockStore', summary: 'Block a store: no new sales and its staff cannot log in' },
    unblock: { operationId: 'unblockStore', summary: 'Unblock a store' },
  } as const;
  for (const action of ['activate', 'deactivate', 'block', 'unblock'] as const) {
    app.patch(
      `/stores/:id/${action}`,
      {
        preHandler: app.requireAction('stores:toggle'),
        schema: {
          ...statusDocs[action],
          tags: ['stores'],
          params: idParamsSchema,
          response: { 200: mutationOf(storeSchema), ...errors },
        },
      },
      async (request) => ({
        message: STATUS_MESSAGES[action],
        data: await setStoreStatus(db, currentUser(request).id, request.params.id, action),
      }),
    );
  }

  app.delete(
    '/stores/:id',
    {
      preHandler: app.requireAction('stores:delete'),
      schema: {
        operationId: 'deleteStore',
        summary: 'Delete a store',
        tags: ['stores'],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteStore(db, currentUser(request).id, request.params.id);
      return { message: 'Loja excluída com sucesso' };
    },
  );
};
