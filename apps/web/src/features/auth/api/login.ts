import { authEndpoints, type LoginBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import type { Session } from '../../../lib/session';

export interface LoginResult {
  message: string;
  session: Session;
}

/** POST /auth/login. The e-mail field also takes a seller's login (DECISIONS.md). */
export async function login(body: LoginBody): Promise<LoginResult> {
  const { message, data } = await callEndpoint(authEndpoints.login, { body });
  return {
    message,
    session: {
      token: data.access_token,
      id: data.id,
      name: data.name,
      role: data.role,
      storeId: data.storeId,
      store: data.store,
    },
  };
}
