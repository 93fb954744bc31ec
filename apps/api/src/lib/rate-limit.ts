import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { TooManyRequestsError } from './errors';

export type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts this request; over the limit it is refused with 429, `Retry-After` and the message. */
export async function enforceRateLimit(limiter: RateLimiter, request: FastifyRequest, message: string): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(message, result.ttlInSeconds);
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A counter store as @fastify/rate-limit takes one (its `store` option): count (`incr`), peek
 * (`read`), one child per limiter. Each limiter's keys carry its own prefix (`login-ip:…`), so
 * the limiters never share a counter.
 */
export interface RateLimitStore {
  incr(key: string, callback: Counted, timeWindow: number, max: number): void;
  read(key: string, callback: Counted, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}

export type DependencyState = 'ok' | 'degraded';

/** How long a Redis command may take before the limits count in memory instead. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failed command, Redis is left alone this long (every request would wait on it otherwise). */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** A successful ping is trusted this long, so a busy health check does not load Redis. */
const PING_TTL_MS = 1_000;

/**
 * The connection to the Redis that holds the rate limits' counters when REDIS_URL is set, and
 * whether it can be used now. It never makes a request wait for Redis: while it is not connected,
 * or for a few seconds after a command failed, it answers "not usable" at once.
 */
export class RedisLink {
  readonly client: Redis;
  private downUntil = 0;
  private lastPing = 0;
  private degraded = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new Redis(url, {
      connectTimeout: COMMAND_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // A command while disconnected fails at once instead of waiting for the reconnection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.client.on('error', (err: Error) => this.failed(err));
    this.client.on('ready', () => {
      this.downUntil = 0;
      if (this.degraded) this.log.info('Redis is back: rate limits count in Redis again');
      this.degraded = false;
    });
  }

  get usable(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.downUntil;
  }

  failed(err: Error): void {
    this.downUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    this.lastPing = 0;
    if (!this.degraded) {
      this.log.warn({ err }, "Redis unreachable: rate limits count in this process's memory until it is back");
    }
    this.degraded = true;
  }

  /** For /api/health: `degraded` while the limits cannot count in Redis. */
  async state(): Promise<DependencyState> {
    if (!this.usable) return 'degraded';
    if (Date.now() - this.lastPing < PING_TTL_MS) return 'ok';
    try {
      await this.client.ping();
      this.lastPing = Date.now();
      return 'ok';
    } catch (err) {
      this.failed(err as Error);
      return 'degraded';
    }
  }

  close(): void {
    this.client.disconnect();
  }
}

/** A fixed window per key in the process's memory (the most recent 10,000 keys per limiter). */
class MemoryStore implements RateLimitStore {
  private readonly windows = new LRUCache<string, { current: number; resetAt: number }>({ max: 10_000 });

  incr(key: string, callback: Counted, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) window = { current: 0, resetAt: now + timeWindow };
    window.current += 1;
    this.windows.set(key, window);
    callback(null, { current: window.current, ttl: window.resetAt - now });
  }

  read(key: string, callback: Counted): void {
    const now = Date.now();
    const window = this.windows.get(key);
    const open = window && window.resetAt > now;
    callback(null, open ? { current: window.current, ttl: window.resetAt - now } : { current: 0, ttl: 0 });
  }

  child(): RateLimitStore {
    return new MemoryStore();
  }
}

/** INCR with the window's expiry set on the first count, answering the count and the time left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** A fixed window per key in Redis, shared by every process. */
class RedisCounterStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number): void {
    this.redis.eval(COUNT_SCRIPT, 1, this.prefix + key, timeWindow).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl: Math.max(0, ttl) });
      },
      (err: Error) => callback(err),
    );
  }

  read(key: string, callback: Counted): void {
    this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then(
        (results) => {
          const [[, current], [, ttl]] = results as [[null, string | null], [null, number]];
          callback(
            null,
            current === null ? { current: 0, ttl: 0 } : { current: Number(current), ttl: Math.max(0, ttl) },
          );
        },
        (err: Error) => callback(err),
      );
  }

  child(): RateLimitStore {
    return new RedisCounterStore(this.redis, this.prefix);
  }
}

/**
 * Counts in Redis when it answers, in the process's own memory when it does not: a Redis outage
 * never switches the limits off, they then hold per process. The memory counts every request
 * all along, so an outage goes on from what this process had already counted.
 */
class FailoverStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly own: RateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.both('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.both('read', key, callback, timeWindow, max);
  }

  private both(method: 'incr' | 'read', key: string, callback: Counted, timeWindow: number, max: number): void {
    this.own[method](
      key,
      (_error, own) => {
        if (!this.link.usable) return callback(null, own);
        this.shared[method](
          key,
          (error, shared) => {
            if (error || !shared) {
              this.link.failed(error ?? new Error('no answer from Redis'));
              return callback(null, own);
            }
            callback(null, shared);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: object): RateLimitStore {
    return new FailoverStore(this.shared.child(routeOptions), this.own.child(routeOptions), this.link);
  }
}

/** The counters' key prefix in Redis. */
const NAME_SPACE = 'mall-rl-';

/**
 * The rate limits' store: the process's memory without REDIS_URL; with it, Redis shared by every
 * process, falling back to memory while Redis cannot be reached. `state` tells /api/health.
 */
export function rateLimitStore(redisUrl: string | undefined, log: FastifyBaseLogger) {
  if (!redisUrl) return { store: undefined, link: undefined };
  const link = new RedisLink(redisUrl, log);
  // @fastify/rate-limit builds its store from a class; every limiter (`createRateLimit`) is a child of it.
  const store = class extends FailoverStore {
    constructor() {
      super(new RedisCounterStore(link.client, NAME_SPACE), new MemoryStore(), link);
    }
  };
  return { store, link };
}
