import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { createUserBodySchema, idParamsSchema, listOf, mutationOf, searchQuerySchema, userSchema } from './schemas';

const userStatusChange = <const Id extends string, const Path extends string>(operationId: Id, path: Path) =>
  defineEndpoint({
    operationId,
    method: 'PATCH',
    path,
    params: idParamsSchema,
    response: mutationOf(userSchema),
    status: 200,
  });

export const usersEndpoints = {
  createUser: defineEndpoint({
    operationId: 'createUser',
    method: 'POST',
    path: '/users',
    body: createUserBodySchema.extend({ storeId: z.uuid('Loja inválida').nullable().optional() }),
    response: mutationOf(userSchema),
    status: 201,
  }),
  listUsers: defineEndpoint({
    operationId: 'listUsers',
    method: 'GET',
    path: '/users',
    query: searchQuerySchema,
    response: listOf(userSchema),
    status: 200,
  }),
  activateUser: userStatusChange('activateUser', '/users/:id/activate'),
  deactivateUser: userStatusChange('deactivateUser', '/users/:id/deactivate'),
  deleteUser: defineEndpoint({
    operationId: 'deleteUser',
    method: 'DELETE',
    path: '/users/:id',
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    status: 200,
  }),
};
