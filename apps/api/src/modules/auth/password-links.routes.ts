import { authEndpoints, errorSchema, FORGOT_PASSWORD_MESSAGE, passwordLinkErrorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPasswordToken } from '../../lib/password-tokens';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { requestPasswordReset, setPasswordFromLink } from './password-links.service';

const TOO_MANY = 'Muitos pedidos de redefinição de senha. Aguarde um minuto e tente novamente.';

/**
 * Forgotten passwords and new shop owners' first passwords (DECISIONS.md, "Passwords, shop owners
 * and personal data"): single-use links e-mailed to the account, stored only as a digest.
 */
export const passwordLinksRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  // Both count every request, known e-mail or not, so the limits reveal nothing either: per IP
  // against someone probing many addresses, per e-mail against flooding one mailbox.
  const perIp = app.createRateLimit({
    max: config.forgotPasswordRateLimitPerIp,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `forgot-ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: config.forgotPasswordRateLimitPerEmail,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) =>
      `forgot-email:${String((request.body as { email?: unknown })?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });

  app.route(
    routeOf(
      authEndpoints.forgotPassword,
      {
        tags: ['auth'],
        summary: 'Ask for a password reset link by e-mail (same answer whether the account exists or not)',
        description:
          'When an active account has this e-mail, a single-use link to /redefinir-senha valid for one hour is ' +
          'e-mailed to it. The answer is the same 200 either way.',
        errors: { 400: errorSchema, 429: errorSchema },
      },
      async (request) => {
        await enforceRateLimit(perIp, request, TOO_MANY);
        await enforceRateLimit(perEmail, request, TOO_MANY);
        await requestPasswordReset(db, request.body.email, config.publicUrl);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    ),
  );

  app.route(
    routeOf(
      authEndpoints.checkPasswordLink,
      {
        tags: ['auth'],
        summary: 'Check an e-mailed password link (reset or set) without spending it',
        description:
          'The page a link opens asks first, so nobody types a new password into a dead link. A refused link ' +
          'answers 400 with `problem`: `invalid`, `expired` or `used`; a good one, until when it lasts.',
        errors: { 400: passwordLinkErrorSchema },
      },
      async (request) => ({ data: await checkPasswordToken(db, request.body.token, request.body.purpose) }),
    ),
  );

  app.route(
    routeOf(
      authEndpoints.resetPassword,
      {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (ends every earlier session)',
        description:
          'A refused link answers 400 with `problem`: `invalid`, `expired` or `used`. The answer carries the ' +
          "account's e-mail: log in with it and the new password (POST /auth/login).",
        errors: { 400: passwordLinkErrorSchema },
      },
      async (request) => {
        const data = await setPasswordFromLink(db, request.body.token, 'reset', request.body.password);
        return { message: 'Senha redefinida com sucesso!', data };
      },
    ),
  );

  app.route(
    routeOf(
      authEndpoints.setShopkeeperPassword,
      {
        tags: ['shopkeepers'],
        summary: "Set a new shop owner's first password with the e-mailed link (ends every earlier session)",
        description:
          'A refused link answers 400 with `problem`: `invalid`, `expired` or `used`. The answer carries the ' +
          "account's e-mail: log in with it and the new password (POST /auth/login).",
        errors: { 400: passwordLinkErrorSchema },
      },
      async (request) => {
        const data = await setPasswordFromLink(db, request.body.token, 'set', request.body.password);
        return { message: 'Senha definida com sucesso!', data };
      },
    ),
  );
};
