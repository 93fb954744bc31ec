import { dashboardEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { dashboardFor } from './dashboard.service';

/** The admin area's landing page: what the caller's role sees at a glance, in one answer. */
export const dashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  app.route(
    routeOf(
      dashboardEndpoints.getDashboard,
      {
        preHandler: app.requireAction('dashboard:read'),
        tags: ['dashboard'],
        summary: "The dashboard of the caller's role; a store owner's covers its store only",
        errors: { 401: errorSchema, 403: errorSchema },
      },
      async (request) => {
        const user = currentUser(request);
        return { data: await dashboardFor(db, { role: user.role, scope: request.scope }, config.timeZone) };
      },
    ),
  );
};
