import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

const MAX_PATH_KEYS = 8;

/**
 * Where in a parsed query, route parameters or JSON body a text holds a NUL character, if any.
 * Walks with its own stack, so a body nested thousands of levels deep cannot exhaust the call stack.
 */
export function nulPath(value: unknown): string | null {
  interface Step {
    value: unknown;
    key: string | null;
    parent: Step | null;
  }
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const item = step.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(step);
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return null;

  function pathOf(step: Step): string {
    const keys: string[] = [];
    for (let s: Step | null = step; s?.key != null; s = s.parent) keys.unshift(s.key);
    if (keys.length === 0) return 'texto';
    // A path thousands of levels deep is cut, so the message stays readable.
    return keys.length > MAX_PATH_KEYS ? `${keys.slice(0, MAX_PATH_KEYS).join('.')}...` : keys.join('.');
  }
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
