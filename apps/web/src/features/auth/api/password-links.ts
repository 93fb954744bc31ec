import {
  authEndpoints,
  type ForgotPasswordBody,
  type PasswordLinkBody,
  type PasswordLinkProblem,
  type PasswordLinkResponse,
  passwordLinkErrorSchema,
} from '@mall/shared';
import { callEndpoint, isApiError } from '../../../lib/api';

/** POST /auth/forgot-password: the same neutral message whether the e-mail has an account or not. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return callEndpoint(authEndpoints.forgotPassword, { body });
}

/**
 * Spends the e-mailed link and sets the new password: POST /auth/reset-password for a forgotten
 * password, POST /shopkeepers/set-password for a new shop owner's first one. The page shows a
 * refusal itself (it offers a new link), so these never toast.
 */
export async function setPasswordWithLink(
  purpose: 'reset' | 'set',
  body: PasswordLinkBody,
): Promise<PasswordLinkResponse> {
  return purpose === 'reset'
    ? callEndpoint(authEndpoints.resetPassword, { body, toastErrors: false })
    : callEndpoint(authEndpoints.setShopkeeperPassword, { body, toastErrors: false });
}

/** POST /auth/password-link: whether the link may still be used (it is not spent), and until when. */
export async function checkPasswordLink(purpose: 'reset' | 'set', token: string): Promise<{ expiresAt: string }> {
  const answer = await callEndpoint(authEndpoints.checkPasswordLink, { body: { token, purpose }, toastErrors: false });
  return answer.data;
}

/** Why the server refused the link itself (unknown, expired, used), or undefined for any other failure. */
export function linkProblem(error: unknown): PasswordLinkProblem | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const parsed = passwordLinkErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.problem : undefined;
}
