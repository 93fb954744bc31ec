import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import findMyWay from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods registered for a concrete path: tells 405 apart from 404. */
    allowedMethods: (path: string) => string[];
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export const methodNotAllowedPlugin = fp(async (app: FastifyInstance) => {
  // A shadow router that only records which path patterns exist for which method.
  const shadow = findMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      if ((METHODS as readonly string[]).includes(m)) shadow.on(m as Method, route.url, () => {});
    }
  });
  app.decorate('allowedMethods', (path: string) => METHODS.filter((m) => shadow.find(m, path) !== null));
});
