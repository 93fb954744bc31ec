import { type BodyOf, type Endpoint, fillPath, type ResponseOf } from '@mall/shared';
import { type RequestOptions, request } from './client';
import { type CallOptions, parsed } from './endpoint';

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

/**
 * A create that must never record twice (`idempotentPost`): each submission keeps one
 * Idempotency-Key until it succeeds. Answers a function of the body, like the client's other calls.
 * Kept apart from `./endpoint`, which the first loads read with: only forms send creates.
 */
export function idempotentEndpoint<E extends Endpoint & { method: 'POST' }>(endpoint: E) {
  const post = idempotentPost(fillPath(endpoint.path));
  return async (body: BodyOf<E>, options: Omit<CallOptions, 'idempotencyKey'> = {}): Promise<ResponseOf<E>> =>
    parsed(endpoint, await post(body, options));
}
