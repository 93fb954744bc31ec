import { contactEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { sendContactMessage } from './contact.service';

/** Messages per IP per rate-limit window: a person writes a few, a spammer is stopped. */
export const CONTACT_RATE_LIMIT = 5;

/** Public contact form (/contato). Lives beside /clients routes only by its SPEC path. */
export const contactRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const perIp = app.createRateLimit({
    max: CONTACT_RATE_LIMIT,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `contact:${request.ip}`,
  });

  app.route(
    routeOf(
      contactEndpoints.sendContactMessage,
      {
        tags: ['contact'],
        summary: "Send a message to the mall (public); kept and e-mailed to the mall's address",
        errors: { 400: errorSchema, 429: errorSchema },
      },
      async (request, reply) => {
        await enforceRateLimit(perIp, request, 'Muitas mensagens enviadas. Aguarde um minuto e tente novamente.');
        const data = await sendContactMessage(db, request.body, config.mallContactEmail);
        return reply.status(201).send({ message: 'Mensagem enviada com sucesso!', data });
      },
    ),
  );
};
