import {
  createFaqBodySchema,
  dataOf,
  errorSchema,
  faqOrderBodySchema,
  faqSchema,
  idParamsSchema,
  messageSchema,
  mutationOf,
  updateFaqBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../deps';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** FAQ: read by everyone, in its order; managed by the mall's administrators. */
export const faqsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const manage = { preHandler: app.requireAction('faqs:manage') };

  app.get(
    '/faqs',
    {
      schema: {
        operationId: 'listFaqs',
        tags: ['faqs'],
        summary: 'Questions and answers in their order (public)',
        security: [],
        response: { 200: dataOf(z.array(faqSchema)) },
      },
    },
    async () => ({ data: await listFaqs(db) }),
  );

  app.post(
    '/faqs',
    {
      ...manage,
      schema: {
        operationId: 'createFaq',
        tags: ['faqs'],
        summary: 'Add a question; at the end unless an order is given',
        body: createFaqBodySchema,
        response: { 201: mutationOf(faqSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createFaq(db, request.body);
      return reply.status(201).send({ message: 'Pergunta criada com sucesso', data });
    },
  );

  app.patch(
    '/faqs/bulk/order',
    {
      ...manage,
      schema: {
        operationId: 'reorderFaqs',
        tags: ['faqs'],
        summary: 'Reorder: a list of {id, order} (bare or as {items}); renumbered 1..n',
        body: faqOrderBodySchema,
        response: { 200: mutationOf(z.array(faqSchema)), ...errors },
      },
    },
    async (request) => ({ message: 'Ordem atualizada com sucesso', data: await reorderFaqs(db, request.body) }),
  );

  app.patch(
    '/faqs/:id',
    {
      ...manage,
      schema: {
        operationId: 'updateFaq',
        summary: 'Edit a question and its answer',
        tags: ['faqs'],
        params: idParamsSchema,
        body: updateFaqBodySchema,
        response: { 200: mutationOf(faqSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Pergunta atualizada com sucesso',
      data: await updateFaq(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/faqs/:id',
    {
      ...manage,
      schema: {
        operationId: 'deleteFaq',
        summary: 'Delete a question',
        tags: ['faqs'],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteFaq(db, request.params.id);
      return { message: 'Pergunta removida com sucesso' };
    },
  );
};
