import { cepEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { createCepLookup } from './cep.service';

/** Lookups per IP per rate-limit window: enough for forms, not for scraping the provider through us. */
export const CEP_RATE_LIMIT = 60;

export const cepRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config }) => {
  const cep = createCepLookup({ url: config.cepLookupUrl });
  const perIp = app.createRateLimit({
    max: CEP_RATE_LIMIT,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `cep:${request.ip}`,
  });

  app.route(
    routeOf(
      cepEndpoints.lookupCep,
      {
        tags: ['cep'],
        summary: 'Address of a CEP (public): street, neighbourhood, city and UF',
        errors: { 400: errorSchema, 404: errorSchema, 429: errorSchema, 502: errorSchema },
      },
      async (request) => {
        await enforceRateLimit(perIp, request, 'Muitas consultas de CEP. Aguarde um minuto e tente novamente.');
        return { data: await cep.lookup(request.params.cep) };
      },
    ),
  );
};
