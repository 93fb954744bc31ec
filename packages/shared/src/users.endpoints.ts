import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  createUserBodySchema,
  dataOf,
  idParamsSchema,
  listOf,
  listUsersQuerySchema,
  mutationOf,
  updateOwnUserBodySchema,
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

/** A staff member's own profile after a change; a new password brings a fresh token (earlier ones end). */
export const ownUserUpdatedSchema = mutationOf(userSchema).extend({ access_token: z.string().optional() });

export const usersEndpoints = {
  getOwnUser: defineEndpoint({
    operationId: 'getOwnUser',
    method: 'GET',
    path: '/users/me',
    response: dataOf(userSchema),
    status: 200,
  }),
  updateOwnUser: defineEndpoint({
    operationId: 'updateOwnUser',
    method: 'PATCH',
    path: '/users/me',
    body: updateOwnUserBodySchema,
    response: ownUserUpdatedSchema,
    status: 200,
  }),
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
