import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { createFaqBodySchema, faqOrderBodySchema, faqSchema, updateFaqBodySchema } from './faqs.schemas';
import { firstLoadEndpoints } from './first-load.endpoints';
import { dataOf, idParamsSchema, messageSchema, mutationOf } from './schemas';

export const faqsEndpoints = {
  listFaqs: defineEndpoint({
    ...firstLoadEndpoints.listFaqs,
    response: dataOf(z.array(faqSchema)),
    status: 200,
  }),
  createFaq: defineEndpoint({
    operationId: 'createFaq',
    method: 'POST',
    path: '/faqs',
    body: createFaqBodySchema,
    response: mutationOf(faqSchema),
    status: 201,
  }),
  reorderFaqs: defineEndpoint({
    operationId: 'reorderFaqs',
    method: 'PATCH',
    path: '/faqs/bulk/order',
    body: faqOrderBodySchema,
    response: mutationOf(z.array(faqSchema)),
    status: 200,
  }),
  updateFaq: defineEndpoint({
    operationId: 'updateFaq',
    method: 'PATCH',
    path: '/faqs/:id',
    params: idParamsSchema,
    body: updateFaqBodySchema,
    response: mutationOf(faqSchema),
    status: 200,
  }),
  deleteFaq: defineEndpoint({
    operationId: 'deleteFaq',
    method: 'DELETE',
    path: '/faqs/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
