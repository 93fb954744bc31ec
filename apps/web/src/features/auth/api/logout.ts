import { firstLoadEndpoints } from '@mall/shared';
import { callEndpointWith } from '../../../lib/api/endpoint';

/**
 * POST /auth/logout: the server ends the session, so its token stops working even where a copy of
 * it is left. From every header, so without zod (a 204 has nothing to read). Quiet: leaving never
 * fails for the person, whatever the answer.
 */
export async function logout(): Promise<void> {
  await callEndpointWith(firstLoadEndpoints.logout, () => undefined, { toastErrors: false });
}
