import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './errors';

export type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts this request; over the limit it is refused with 429, `Retry-After` and the message. */
export async function enforceRateLimit(limiter: RateLimiter, request: FastifyRequest, message: string): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(message, result.ttlInSeconds);
}
