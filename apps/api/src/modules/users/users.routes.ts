import { errorSchema, usersEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { createUser, deleteUser, getUser, listUsers, setUserActive, updateUser } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** User management: DEDPREMIUM and SMART only (DECISIONS.md), so a store owner cannot mint an admin. */
export const usersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  // Given to each route, not as the plugin's hook: a route's own access check runs before its
  // request is validated (plugins/auth.ts), a hook of the plugin would run after.
  const manage = app.requireAction('users:manage');

  app.route(
    routeOf(
      usersEndpoints.createUser,
      {
        preHandler: manage,
        summary: 'Create a staff user (administrators only; never a customer)',
        tags: ['users'],
        errors,
      },
      async (request, reply) => {
        const data = await createUser(db, currentUser(request).id, request.body);
        return reply.status(201).send({ message: 'Usuário criado com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      usersEndpoints.listUsers,
      {
        preHandler: manage,
        summary: 'Search users (administrators only)',
        tags: ['users'],
        errors,
      },
      async (request) => listUsers(db, request.query),
    ),
  );

  app.route(
    routeOf(
      usersEndpoints.getUser,
      { preHandler: manage, summary: 'Read a user with its store (administrators only)', tags: ['users'], errors },
      async (request) => ({ data: await getUser(db, request.params.id) }),
    ),
  );

  app.route(
    routeOf(
      usersEndpoints.updateUser,
      {
        preHandler: manage,
        summary: 'Edit a user: name, e-mail, password when sent, role and store (never one’s own role)',
        tags: ['users'],
        errors,
      },
      async (request) => ({
        message: 'Usuário atualizado com sucesso',
        data: await updateUser(db, currentUser(request).id, request.params.id, request.body),
      }),
    ),
  );

  const statusDocs = {
    activate: { endpoint: usersEndpoints.activateUser, summary: 'Reactivate a user' },
    deactivate: {
      endpoint: usersEndpoints.deactivateUser,
      summary: 'Deactivate a user (never oneself); its login stops at once',
    },
  } as const;
  for (const [path, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    const { endpoint, summary } = statusDocs[path];
    app.route(
      routeOf(endpoint, { preHandler: manage, summary, tags: ['users'], errors }, async (request) => ({
        message: active ? 'Usuário ativado com sucesso' : 'Usuário desativado com sucesso',
        data: await setUserActive(db, currentUser(request).id, request.params.id, active),
      })),
    );
  }

  app.route(
    routeOf(
      usersEndpoints.deleteUser,
      {
        preHandler: manage,
        summary: 'Delete a user without linked records (never oneself)',
        tags: ['users'],
        errors,
      },
      async (request) => {
        await deleteUser(db, currentUser(request).id, request.params.id);
        return { message: 'Usuário excluído com sucesso' };
      },
    ),
  );
};
