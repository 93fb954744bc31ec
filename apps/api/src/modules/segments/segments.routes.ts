import { segmentsEndpoints as endpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { createSegment, deleteSegment, listSegments, renameSegment } from './segments.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['segments'];

/** Store segments. Reading is public (the participating-stores page shows them as chips). */
export const segmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const manage = { preHandler: app.requireAction('segments:manage') };

  app.route(
    routeOf(
      endpoints.listSegments,
      { summary: 'List segments by name (public)', tags, errors: { 400: errorSchema } },
      async (request) => listSegments(db, request.query),
    ),
  );

  app.route(
    routeOf(
      endpoints.createSegment,
      { ...manage, summary: 'Create a segment (names unique whatever their case)', tags, errors },
      async (request, reply) => {
        const data = await createSegment(db, request.body);
        return reply.status(201).send({ message: 'Segmento criado com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(endpoints.updateSegment, { ...manage, summary: 'Rename a segment', tags, errors }, async (request) => ({
      message: 'Segmento atualizado com sucesso',
      data: await renameSegment(db, request.params.id, request.body),
    })),
  );

  app.route(
    routeOf(
      endpoints.deleteSegment,
      { ...manage, summary: 'Delete a segment no store uses', tags, errors },
      async (request) => {
        await deleteSegment(db, request.params.id);
        return { message: 'Segmento excluído com sucesso' };
      },
    ),
  );
};
