import { errorSchema, jobsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { listJobs, runJobNow } from './jobs.service';
import { mailOverview, resendMail } from './mail.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
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
        description: 'A run by hand already waiting or running is answered instead of queueing a second.',
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
          message: created
            ? 'Tarefa colocada na fila para execução'
            : run.status === 'running'
              ? 'Esta tarefa já está em execução'
              : 'Esta tarefa já está na fila para execução',
          data: run,
        };
      },
    ),
  );

  app.route(
    routeOf(
      jobsEndpoints.listMail,
      {
        preHandler: app.requireAction('jobs:read'),
        summary: 'The e-mail outbox: how many wait and failed, and the messages that failed (for good or so far)',
        tags,
        errors,
      },
      async () => mailOverview(db),
    ),
  );

  app.route(
    routeOf(
      jobsEndpoints.resendMail,
      {
        preHandler: app.requireAction('jobs:run'),
        summary: 'Send a failed e-mail again ("Reenviar"), audited',
        description:
          'A failed message, or a pending one that keeps failing, goes back in the queue for now with a fresh count of attempts. A sent message, or one not yet tried, is refused with 409.',
        tags,
        errors,
      },
      async (request) => resendMail(db, request.params.id, currentUser(request).id),
    ),
  );
};
