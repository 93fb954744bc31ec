import { clientSchema, mutationOf, type RegisterClientBody } from '@mall/shared';
import { idempotentPost } from '../../../lib/api';

const postClient = idempotentPost('/clients');
const responseSchema = mutationOf(clientSchema);

/** POST /clients: public registration (no token); a repeated submit never registers twice. */
export async function registerClient(body: RegisterClientBody): Promise<{ message: string }> {
  // The form marks the refused fields and shows one toast itself.
  const res = responseSchema.parse(await postClient(body, { toastErrors: false }));
  return { message: res.message };
}
