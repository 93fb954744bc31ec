import { clientsEndpoints, type RegisterClientBody } from '@mall/shared';
import { idempotentEndpoint } from '../../../lib/api';

const postClient = idempotentEndpoint(clientsEndpoints.registerClient);

/** POST /clients: public registration (no token); a repeated submit never registers twice. */
export async function registerClient(body: RegisterClientBody): Promise<{ message: string }> {
  // The form marks the refused fields and shows one toast itself.
  const res = await postClient(body, { toastErrors: false });
  return { message: res.message };
}
