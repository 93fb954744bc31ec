import { errorSchema, jobsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { listJobs, runJobNow } from './jobs.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['jobs'];

/** The scheduled jobs (src/modules/jobs) for the administrators: what ran, what runs next, run now. */
export const jobsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  app.route(
    routeOf(
      jobsEndpoints.listJobs,
      {
        preHandler: app.requireAction('jobs:read'),
        summary: "Scheduled jobs: each one's schedule, last run, next run and recent failures",
        tags,
        errors,
      },
      async () =>
        listJobs(db, [...app.jobs.definitions.values()], {
          timeZone: config.timeZone,
          enabled: config.jobsEnabled,
          now: new Date(),
        }),
    ),
  );

  app.route(
    routeOf(
      jobsEndpoints.runJob,
      {
        preHandler: app.requireAction('jobs:run'),
        summary: 'Queue a run of a scheduled job now (audited)',
        description: 'A run by hand already waiting to start is answered instead of queueing a second.',
        tags,
        errors,
      },
      async (request, reply) => {
        const { run, created } = await runJobNow(
          db,
          app.jobs.definitions,
          request.params.name,
          currentUser(request).id,
          new Date(),
        );
        app.jobs.wake();
        reply.status(201);
        return {
          message: created ? 'Tarefa colocada na fila para execução' : 'Esta tarefa já está na fila para execução',
          data: run,
        };
      },
    ),
  );
};
