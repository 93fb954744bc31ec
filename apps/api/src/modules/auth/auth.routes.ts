import { authEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import { endSession } from '../../lib/sessions';
import type { ModuleDeps } from '../deps';
import { authenticateUser } from './auth.service';

const TOO_MANY = 'Muitas tentativas de login. Aguarde um minuto e tente novamente.';

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  // Every attempt counts per IP; only failed attempts count per account, so a user who logs in
  // often is never locked out while a password guesser is.
  const perIp = app.createRateLimit({
    max: config.loginRateLimitPerIp,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: config.loginRateLimitPerAccount,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) =>
      `login:${String((request.body as { email?: unknown })?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });

  app.route(
    routeOf(
      authEndpoints.login,
      {
        tags: ['auth'],
        summary: 'Log in with e-mail (or seller login) and password',
        errors: { 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
      async (request) => {
        await enforceRateLimit(perIp, request, TOO_MANY);
        // A peek: after N failures the account is refused until the window ends.
        const account = await perAccount(request, { increment: false });
        if (!account.isAllowed && account.remaining <= 0)
          throw new TooManyRequestsError(TOO_MANY, account.ttlInSeconds);
        let result: Awaited<ReturnType<typeof authenticateUser>>;
        try {
          result = await authenticateUser(db, request.body.email, request.body.password);
        } catch (err) {
          if (err instanceof AppError && err.code === 'UNAUTHORIZED') await perAccount(request);
          throw err;
        }
        const { claims, store } = result;
        return {
          message: `Bem-vindo(a), ${claims.name}!`,
          data: {
            access_token: await app.openSession(claims),
            name: claims.name,
            storeId: claims.storeId,
            role: claims.role,
            id: claims.sub,
            store,
          },
        };
      },
    ),
  );

  app.route(
    routeOf(
      authEndpoints.logout,
      {
        preHandler: app.authenticate,
        tags: ['auth'],
        summary: "End the caller's session: its token stops working at once",
        errors: { 401: errorSchema },
      },
      async (request, reply) => {
        // Behind `authenticate`: the session is the one just read with the caller.
        if (request.sessionId) await endSession(db, request.sessionId);
        return reply.status(204).send(null);
      },
    ),
  );
};
