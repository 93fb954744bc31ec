import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import {
  checkPasswordLinkBodySchema,
  checkPasswordLinkResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageSchema,
  noContentSchema,
  passwordLinkBodySchema,
  passwordLinkResponseSchema,
} from './schemas';

export const authEndpoints = {
  login: defineEndpoint({
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    public: true,
    body: loginBodySchema,
    response: loginResponseSchema,
    status: 200,
  }),
  /** Ends the caller's session: its token stops working at once, on every device and process. */
  logout: defineEndpoint({ ...firstLoadEndpoints.logout, response: noContentSchema }),
  /** Always the same 200, whether the e-mail belongs to an account or not (DECISIONS.md). */
  forgotPassword: defineEndpoint({
    operationId: 'forgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    public: true,
    body: forgotPasswordBodySchema,
    response: messageSchema,
    status: 200,
  }),
  /** Says whether an e-mailed link (reset or set) may still be used, without spending it. */
  checkPasswordLink: defineEndpoint({
    operationId: 'checkPasswordLink',
    method: 'POST',
    path: '/auth/password-link',
    public: true,
    body: checkPasswordLinkBodySchema,
    response: checkPasswordLinkResponseSchema,
    status: 200,
  }),
  /** Spends a reset link (1 hour, single use) and sets the new password. */
  resetPassword: defineEndpoint({
    operationId: 'resetPassword',
    method: 'POST',
    path: '/auth/reset-password',
    public: true,
    body: passwordLinkBodySchema,
    response: passwordLinkResponseSchema,
    status: 200,
  }),
  /** Spends a new shop owner's set-password link (48 hours, single use): SPEC §7's path. */
  setShopkeeperPassword: defineEndpoint({
    operationId: 'setShopkeeperPassword',
    method: 'POST',
    path: '/shopkeepers/set-password',
    public: true,
    body: passwordLinkBodySchema,
    response: passwordLinkResponseSchema,
    status: 200,
  }),
};
