import { errorSchema, faqsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** FAQ: read by everyone, in its order; managed by the mall's administrators. */
export const faqsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const manage = { preHandler: app.requireAction('faqs:manage') };

  app.route(
    routeOf(
      faqsEndpoints.listFaqs,
      {
        tags: ['faqs'],
        summary: 'Questions and answers in their order (public)',
      },
      async () => ({ data: await listFaqs(db) }),
    ),
  );

  app.route(
    routeOf(
      faqsEndpoints.createFaq,
      {
        ...manage,
        tags: ['faqs'],
        summary: 'Add a question; at the end unless an order is given',
        errors,
      },
      async (request, reply) => {
        const data = await createFaq(db, request.body);
        return reply.status(201).send({ message: 'Pergunta criada com sucesso', data });
      },
    ),
  );

  app.route(
    routeOf(
      faqsEndpoints.reorderFaqs,
      {
        ...manage,
        tags: ['faqs'],
        summary: 'Reorder: a list of {id, order} (bare or as {items}); renumbered 1..n',
        errors,
      },
      async (request) => ({ message: 'Ordem atualizada com sucesso', data: await reorderFaqs(db, request.body) }),
    ),
  );

  app.route(
    routeOf(
      faqsEndpoints.updateFaq,
      {
        ...manage,
        summary: 'Edit a question and its answer',
        tags: ['faqs'],
        errors,
      },
      async (request) => ({
        message: 'Pergunta atualizada com sucesso',
        data: await updateFaq(db, request.params.id, request.body),
      }),
    ),
  );

  app.route(
    routeOf(
      faqsEndpoints.deleteFaq,
      {
        ...manage,
        summary: 'Delete a question',
        tags: ['faqs'],
        errors,
      },
      async (request) => {
        await deleteFaq(db, request.params.id);
        return { message: 'Pergunta removida com sucesso' };
      },
    ),
  );
};
