import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Where in a parsed query, route parameters or JSON body a text holds a NUL character, if any. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'texto' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold a NUL character (U+0000): a query or a body carrying one is
 * refused here with a 400 naming the field, before it could reach a statement and fail there.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path !== null) throw badRequest(`${path}: o texto contém um caractere inválido (NUL)`);
    }
  });
});
