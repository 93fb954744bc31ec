import { type RequestOptions, request } from './client';

/**
 * A POST for a create that must never record twice. Each submission gets one Idempotency-Key
 * (crypto.randomUUID()), made when it starts; sending the same body again before one succeeds (a
 * double tap, a retry after a timeout or a network error) reuses that key, so the server answers
 * the repeat without writing. A success, or another body, starts a new submission.
 */
export function idempotentPost(path: string) {
  let pending: { body: string; key: string } | undefined;
  return async (body: unknown, options: Omit<RequestOptions, 'method' | 'body' | 'idempotencyKey'> = {}) => {
    const text = JSON.stringify(body);
    if (pending?.body !== text) pending = { body: text, key: crypto.randomUUID() };
    const { key } = pending;
    const result = await request<unknown>(path, { ...options, method: 'POST', body, idempotencyKey: key });
    if (pending?.key === key) pending = undefined;
    return result;
  };
}
