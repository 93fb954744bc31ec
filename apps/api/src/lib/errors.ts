/** One error type with a code; one table maps codes to HTTP statuses (docs/style.md, habit 4). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: string | string[];
  /** Extra fields merged into the envelope (e.g. featuredPrizes on the featured limit). */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string | string[], extra?: Record<string, unknown>) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.code = code;
    this.messages = message;
    this.extra = extra;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 429 that says when to come back: the answer carries `Retry-After` (seconds). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const badRequest = (m: string | string[]) => new AppError('BAD_REQUEST', m);
export const unauthorized = (m = 'Sessão expirada. Faça o login novamente.') => new AppError('UNAUTHORIZED', m);
export const forbidden = (m = 'Você não tem permissão para esta ação') => new AppError('FORBIDDEN', m);
export const notFound = (m: string) => new AppError('NOT_FOUND', m);
export const conflict = (m: string, extra?: Record<string, unknown>) => new AppError('CONFLICT', m, extra);

/** The PostgreSQL error of a failure, from either driver, however drizzle wrapped it. */
function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof rec.code === 'string' && /^[0-9A-Z]{5}$/.test(rec.code))
      return { code: rec.code, constraint: rec.constraint };
    e = rec.cause;
  }
  return undefined;
}

/** The constraint name of a unique violation ('' when the driver does not say), else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  const pg = pgError(err);
  return pg?.code === '23505' ? (pg.constraint ?? '') : undefined;
}

/** Whether something still refers to the row: 23503 (foreign key) or 23001 (ON DELETE RESTRICT). */
export function foreignKeyViolation(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '23503' || code === '23001';
}

/** Connection-level failures of either driver: the database went away, not the request's fault. */
const LOST_CONNECTION =
  /connection terminated|not queryable|connection error|timeout exceeded when trying to connect|terminating connection|server closed the connection|the database system is (starting up|shutting down|in recovery mode)/i;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether a failure is the database being unreachable (restart, failover, a terminated backend,
 * a full server): class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300
 * (too many connections), or the driver's own words for a lost connection. Answered 503: the
 * request may be retried once the database answers again.
 */
export function databaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof rec.code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(rec.code) || /^57P0[123]$/.test(rec.code) || rec.code === '53300') return true;
      if (SOCKET_CODES.has(rec.code)) return true;
    }
    if (typeof rec.message === 'string' && LOST_CONNECTION.test(rec.message)) return true;
    e = rec.cause;
  }
  return false;
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
