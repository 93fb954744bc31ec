import type { RegisterClientBody } from '@mall/shared';
import { idempotentPost } from '../../../lib/api';

const postClient = idempotentPost('/clients');

/** POST /clients: public registration (no token); a repeated submit never registers twice. */
export async function registerClient(body: RegisterClientBody): Promise<{ message: string }> {
  // The form marks the refused fields and shows one toast itself.
  const res = await postClient<{ message?: string }>(body, { toastErrors: false });
  return { message: res.message ?? 'Cadastro realizado com sucesso' };
}
