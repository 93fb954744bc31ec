import { defineEndpoint } from './endpoint';
import { loginBodySchema, loginResponseSchema } from './schemas';

export const authEndpoints = {
  login: defineEndpoint({
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    public: true,
    body: loginBodySchema,
    response: loginResponseSchema,
    status: 200,
  }),
};
