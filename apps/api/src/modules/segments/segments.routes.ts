import {
  errorSchema,
  idParamsSchema,
  listOf,
  messageSchema,
  mutationOf,
  searchQuerySchema,
  segmentBodySchema,
  segmentSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';
import { createSegment, deleteSegment, listSegments, renameSegment } from './segments.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Store segments. Reading is public (the participating-stores page shows them as chips). */
export const segmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const manage = { preHandler: app.requireAction('segments:manage') };

  app.get(
    '/segments',
    {
      schema: {
        operationId: 'listSegments',
        tags: ['segments'],
        summary: 'List segments by name (public)',
        security: [],
        querystring: searchQuerySchema,
        response: { 200: listOf(segmentSchema), 400: errorSchema },
      },
    },
    async (request) => listSegments(db, request.query),
  );

  app.post(
    '/segments',
    {
      ...manage,
      schema: {
        operationId: 'createSegment',
        summary: 'Create a segment (names unique whatever their case)',
        tags: ['segments'],
        body: segmentBodySchema,
        response: { 201: mutationOf(segmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createSegment(db, request.body);
      return reply.status(201).send({ message: 'Segmento criado com sucesso', data });
    },
  );

  app.patch(
    '/segments/:id',
    {
      ...manage,
      schema: {
        operationId: 'updateSegment',
        summary: 'Rename a segment',
        tags: ['segments'],
        params: idParamsSchema,
        body: segmentBodySchema,
        response: { 200: mutationOf(segmentSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Segmento atualizado com sucesso',
      data: await renameSegment(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/segments/:id',
    {
      ...manage,
      schema: {
        operationId: 'deleteSegment',
        summary: 'Delete a segment no store uses',
        tags: ['segments'],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSegment(db, request.params.id);
      return { message: 'Segmento excluído com sucesso' };
    },
  );
};
