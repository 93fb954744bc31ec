import {
  createUserBodySchema,
  errorSchema,
  idParamsSchema,
  listOf,
  mutationOf,
  searchQuerySchema,
  userSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { createUser, deleteUser, listUsers, setUserActive } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** User management: DEDPREMIUM and SMART only (DECISIONS.md), so a store owner cannot mint an admin. */
export const usersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.addHook('preHandler', app.requireAction('users:manage'));

  app.post(
    '/users',
    {
      schema: {
        operationId: 'createUser',
        summary: 'Create a staff user (administrators only; never a customer)',
        tags: ['users'],
        body: createUserBodySchema.extend({ storeId: z.uuid('Loja inválida').nullable().optional() }),
        response: { 201: mutationOf(userSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createUser(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Usuário criado com sucesso', data });
    },
  );

  app.get(
    '/users',
    {
      schema: {
        operationId: 'listUsers',
        summary: 'Search users (administrators only)',
        tags: ['users'],
        querystring: searchQuerySchema,
        response: { 200: listOf(userSchema), ...errors },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  const statusDocs = {
    activate: { operationId: 'activateUser', summary: 'Reactivate a user' },
    deactivate: {
      operationId: 'deactivateUser',
      summary: 'Deactivate a user (never oneself); its login stops at once',
    },
  } as const;
  for (const [path, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(
      `/users/:id/${path}`,
      {
        schema: {
          ...statusDocs[path],
          tags: ['users'],
          params: idParamsSchema,
          response: { 200: mutationOf(userSchema), ...errors },
        },
      },
      async (request) => ({
        message: active ? 'Usuário ativado com sucesso' : 'Usuário desativado com sucesso',
        data: await setUserActive(db, currentUser(request).id, request.params.id, active),
      }),
    );
  }

  app.delete(
    '/users/:id',
    {
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user without linked records (never oneself)',
        tags: ['users'],
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteUser(db, currentUser(request).id, request.params.id);
      return { message: 'Usuário excluído com sucesso' };
    },
  );
};
