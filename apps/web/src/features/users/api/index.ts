import {
  type CreateUserBody,
  type ListUsersQuery,
  type UpdateUserBody,
  USER_SORT_COLUMNS,
  usersEndpoints,
} from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallOptions, callEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';
import { sortOf } from '../../../lib/list-sort';

/** Users' client (administrators only): one function per endpoint, its hook, and the keys. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** The list's parameters as the address holds them (blank filters are not sent). */
export interface UserListParams {
  page: number;
  limit: number;
  search: string;
  role: string;
  active: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

type Opts = Pick<CallOptions, 'signal' | 'toastErrors'>;

/** GET /users: by name or e-mail, role and status, newest first. */
export const getUsers = ({ page, limit, search, role, active, ...sort }: UserListParams, opts: Opts = {}) =>
  callEndpoint(usersEndpoints.listUsers, {
    query: {
      page,
      limit,
      ...(search ? { search } : {}),
      ...(role ? { role: role as ListUsersQuery['role'] } : {}),
      ...(active === 'true' || active === 'false' ? { active } : {}),
      ...sortOf(USER_SORT_COLUMNS, sort),
    },
    ...opts,
  });

export const useUsers = (params: UserListParams) =>
  useQuery({
    ...endpointQuery(userKeys.list(params), (signal) => getUsers(params, { signal })),
    placeholderData: keepPreviousData,
  });

/** GET /users/{id}: the user and its store's name (failures are the dialog's to show). */
export const getUser = (id: string, opts: Opts = {}) =>
  callEndpoint(usersEndpoints.getUser, { params: { id }, ...opts });

export const useUser = (id: string | undefined) =>
  useQuery({
    ...endpointQuery(userKeys.detail(id ?? ''), (signal) => getUser(id ?? '', { signal, toastErrors: false })),
    enabled: Boolean(id),
  });

/** The dialog's form shows a refusal under its fields, with one toast of its own. */
export const createUser = (body: CreateUserBody & { storeId?: string | null }) =>
  callEndpoint(usersEndpoints.createUser, { body, toastErrors: false });
export const useCreateUser = () => useEndpointMutation(createUser, { invalidates: [userKeys.all] });

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  callEndpoint(usersEndpoints.updateUser, { params: { id }, body, toastErrors: false });
export const useUpdateUser = () => useEndpointMutation(updateUser, { invalidates: [userKeys.all] });

export const activateUser = (id: string) => callEndpoint(usersEndpoints.activateUser, { params: { id } });
export const deactivateUser = (id: string) => callEndpoint(usersEndpoints.deactivateUser, { params: { id } });
export const useSetUserActive = () =>
  useEndpointMutation(
    ({ id, active }: { id: string; active: boolean }) => (active ? activateUser(id) : deactivateUser(id)),
    {
      invalidates: [userKeys.all],
      success: (res) => res.message,
    },
  );

export const deleteUser = (id: string) => callEndpoint(usersEndpoints.deleteUser, { params: { id } });
export const useDeleteUser = () =>
  useEndpointMutation(deleteUser, {
    invalidates: [userKeys.all],
    success: (res) => res.message ?? 'Usuário excluído com sucesso',
  });
