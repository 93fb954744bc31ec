import {
  can,
  createSellerBodySchema,
  dataOf,
  errorSchema,
  idParamsSchema,
  listOf,
  messageSchema,
  mutationOf,
  rolesFor,
  searchQuerySchema,
  sellerSchema,
  sellerStatusBodySchema,
  updateSellerBodySchema,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.get(
    '/sellers',
    {
      preHandler: read,
      schema: {
        operationId: 'listSellers',
        summary: 'Search sellers (store staff: their store only; a seller sees itself)',
        tags,
        querystring: searchQuerySchema.extend({ storeId: z.uuid('Loja inválida').optional() }),
        response: { 200: listOf(sellerSchema), ...errors },
      },
    },
    async (request) => listSellers(db, request.query, scopeOf(request)),
  );

  app.get(
    '/sellers/:id',
    {
      preHandler: read,
      schema: {
        operationId: 'getSeller',
        summary: 'A seller',
        tags,
        params: idParamsSchema,
        response: { 200: dataOf(sellerSchema), ...errors },
      },
    },
    async (request) => ({ data: await getSeller(db, request.params.id, scopeOf(request)) }),
  );

  app.post(
    '/sellers',
    {
      preHandler: manage,
      schema: {
        operationId: 'createSeller',
        summary: 'Create a seller (a VENDEDOR user and its record)',
        tags,
        body: createSellerBodySchema,
        response: { 201: mutationOf(sellerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createSeller(db, currentUser(request).id, request.body, scopeOf(request));
      return reply.status(201).send({ message: 'Vendedor cadastrado com sucesso', data });
    },
  );

  app.patch(
    '/sellers/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'updateSeller',
        summary: 'Edit a seller',
        tags,
        params: idParamsSchema,
        body: updateSellerBodySchema,
        response: { 200: mutationOf(sellerSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Vendedor atualizado com sucesso',
      data: await updateSeller(db, currentUser(request).id, request.params.id, request.body, scopeOf(request)),
    }),
  );

  app.patch(
    '/sellers/:id/status',
    {
      preHandler: manage,
      schema: {
        operationId: 'setSellerStatus',
        summary: 'Activate or deactivate a seller (its login stops at once)',
        tags,
        params: idParamsSchema,
        body: sellerStatusBodySchema,
        response: { 200: mutationOf(sellerSchema), ...errors },
      },
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
  );

  app.delete(
    '/sellers/:id',
    {
      preHandler: manage,
      schema: {
        operationId: 'deleteSeller',
        summary: 'Delete a seller without sales',
        tags,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSeller(db, currentUser(request).id, request.params.id, scopeOf(request));
      return { message: 'Vendedor excluído com sucesso' };
    },
  );
};
