import type { RegisterClientBody } from '@mall/shared';
import { api } from '../../../lib/api';

/** POST /clients: public registration (no token). */
export async function registerClient(body: RegisterClientBody): Promise<{ message: string }> {
  const res = await api.post<{ message?: string }>('/clients', body);
  return { message: res.message ?? 'Cadastro realizado com sucesso' };
}
