import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise: most carry
 * personal data (a customer's points, CPF, purchases; a token), and a browser or proxy must keep
 * none of them, not even on disk. Set before anything runs, so errors, 404s and 405s carry it too.
 * The web app caches what it fetches in memory (React Query), so nothing is lost.
 */
export const cachePolicyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
});
