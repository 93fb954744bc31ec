/**
 * The two stores @fastify/rate-limit ships (CommonJS files without types), which the rate limits'
 * failover store composes (src/lib/rate-limit.ts): Redis, shared by every process, and the
 * process's own memory.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitStore } from '../lib/rate-limit';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key: string,
  ) => RateLimitStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from '../lib/rate-limit';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}
