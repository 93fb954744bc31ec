import { cepAddressSchema, cepParamsSchema } from './cep.schemas';
import { defineEndpoint } from './endpoint';
import { dataOf } from './schemas';

export const cepEndpoints = {
  lookupCep: defineEndpoint({
    operationId: 'lookupCep',
    method: 'GET',
    path: '/cep/:cep',
    public: true,
    params: cepParamsSchema,
    response: dataOf(cepAddressSchema),
    status: 200,
  }),
};
