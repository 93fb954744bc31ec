import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  createUserBodySchema,
  dataOf,
  idParamsSchema,
  listOf,
  listUsersQuerySchema,
  mutationOf,
  updateUserBodySchema,
  userSchema,
  userStoreIdSchema,
} from './schemas';

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
    body: createUserBodySchema.extend({ storeId: userStoreIdSchema }),
    response: mutationOf(userSchema),
    status: 201,
  }),
  listUsers: defineEndpoint({
    operationId: 'listUsers',
    method: 'GET',
    path: '/users',
    query: listUsersQuerySchema,
    response: listOf(userSchema),
    status: 200,
  }),
  getUser: defineEndpoint({
    operationId: 'getUser',
    method: 'GET',
    path: '/users/:id',
    params: idParamsSchema,
    response: dataOf(userSchema),
    status: 200,
  }),
  updateUser: defineEndpoint({
    operationId: 'updateUser',
    method: 'PATCH',
    path: '/users/:id',
    params: idParamsSchema,
    body: updateUserBodySchema,
    response: mutationOf(userSchema),
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
