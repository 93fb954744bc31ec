import { contactBodySchema, contactResultSchema } from './contact.schemas';
import { defineEndpoint } from './endpoint';
import { mutationOf } from './schemas';

export const contactEndpoints = {
  sendContactMessage: defineEndpoint({
    operationId: 'sendContactMessage',
    method: 'POST',
    path: '/clients/contact',
    public: true,
    body: contactBodySchema,
    response: mutationOf(contactResultSchema),
    status: 201,
  }),
};
