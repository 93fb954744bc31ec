import { clientsEndpoints, type UpdateOwnUserBody, type UpdateProfileBody, usersEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';
import { getSession, saveSession } from '../../../lib/session';

/** "MEUS DADOS": a customer's profile (/clients/me) and a staff member's (/users/me). */
export const profileKeys = {
  all: ['profile'] as const,
  client: ['profile', 'client'] as const,
  staff: ['profile', 'staff'] as const,
};

/** GET /clients/me: the logged-in customer's record. */
export const getOwnClient = (signal?: AbortSignal) =>
  callEndpoint(clientsEndpoints.getOwnProfile, { signal, toastErrors: false });
export const useOwnClient = (enabled: boolean) =>
  useQuery({ ...endpointQuery(profileKeys.client, getOwnClient), enabled });

/**
 * A new password answers a fresh token and the server stops accepting the old one: it is kept
 * here, before the mutation refreshes the profile, so that refresh does not go out with the old
 * token and end the session.
 */
export async function keepFreshToken<R extends { access_token?: string }>(answer: Promise<R>): Promise<R> {
  const res = await answer;
  const current = getSession();
  if (res.access_token && current) saveSession({ ...current, token: res.access_token });
  return res;
}

/** PATCH /clients/me: a new password answers a fresh token (the other sessions end). */
export const updateOwnClient = (body: UpdateProfileBody) =>
  keepFreshToken(callEndpoint(clientsEndpoints.updateOwnProfile, { body, toastErrors: false }));
export const useUpdateOwnClient = () =>
  useEndpointMutation(updateOwnClient, { invalidates: [profileKeys.all], success: (res) => res.message });

/** GET /users/me: the logged-in staff member's user. */
export const getOwnUser = (signal?: AbortSignal) =>
  callEndpoint(usersEndpoints.getOwnUser, { signal, toastErrors: false });
export const useOwnUser = (enabled: boolean) => useQuery({ ...endpointQuery(profileKeys.staff, getOwnUser), enabled });

/** PATCH /users/me: name, e-mail and password; a new password answers a fresh token. */
export const updateOwnUser = (body: UpdateOwnUserBody) =>
  keepFreshToken(callEndpoint(usersEndpoints.updateOwnUser, { body, toastErrors: false }));
export const useUpdateOwnUser = () =>
  useEndpointMutation(updateOwnUser, { invalidates: [profileKeys.all], success: (res) => res.message });
