import { errorSchema, rolesFor, usersEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { getUser, updateOwnUser } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** "MEUS DADOS" for staff: every staff role reads and edits itself; customers keep /clients/me. */
export const ownUserRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const staffOnly = { preHandler: app.requireRole(...rolesFor('profile:staff')) };

  app.route(
    routeOf(
      usersEndpoints.getOwnUser,
      { ...staffOnly, summary: "The logged-in staff member's profile", tags: ['users'], errors },
      async (request) => ({ data: await getUser(db, currentUser(request).id) }),
    ),
  );

  app.route(
    routeOf(
      usersEndpoints.updateOwnUser,
      {
        ...staffOnly,
        summary: 'Update own name, e-mail and password (the password only with the current one)',
        tags: ['users'],
        errors,
      },
      async (request) => {
        const user = currentUser(request);
        const { user: data, passwordChangedAt } = await updateOwnUser(db, user.id, request.body);
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
};
