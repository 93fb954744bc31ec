import { format } from 'node:util';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the server's log never holds: one-time tokens (password links), what staff searched for
 * and any CPF. Fastify logs every request's URL, so `/redefinir-senha?token=…` (a link e-mailed
 * before links carried the token after `#`) and `/api/clients?search=<CPF>` would otherwise be
 * written as they came; messages and errors can quote a URL too.
 */

/** Where the log's lines go (pino's destination): standard output unless a test reads them. */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/** A parameter of an address (query or fragment): its name and value. */
const PARAMETER = /([?&#])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;
/**
 * Parameters whose values are secrets, what someone typed to find a person, or free text that may
 * quote one (a rejection's reason goes in the query).
 */
const SECRET_NAME = /token|search|query|busca|^q$|^term$|cpf|e-?mail|password|senha|secret|reason|motivo|message/i;
/**
 * A CPF: 11 digits, with or without its dots and dash (raw or percent-encoded), not part of a
 * longer word or number (a percent-encoded character before it, `%20`, does not count).
 */
const CPF =
  /(?:(?<![\p{L}\p{N}])|(?<=%[0-9A-Fa-f]{2}))\d{3}(?:\.|%2e)?\d{3}(?:\.|%2e)?\d{3}(?:-|%2d)?\d{2}(?![\p{L}\p{N}])/giu;

/** The text with the values of secret parameters and every CPF blanked. */
export function redactText(text: string): string {
  return text
    .replace(PARAMETER, (whole, lead: string, name: string) =>
      SECRET_NAME.test(name) ? `${lead}${name}=${REDACTED}` : whole,
    )
    .replace(CPF, '[cpf]');
}

/** A value inside an error (its message, a driver's `detail` or `params`, its cause), blanked. */
function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) {
    const out = value.map((item) => redactValue(item, depth + 1));
    return out.some((item, i) => item !== value[i]) ? out : value;
  }
  if (value instanceof Error && depth < 3) return redactedError(value, depth + 1);
  return value;
}

/**
 * The error as it is when nothing in it needs blanking; otherwise a copy with its text blanked:
 * the message and stack, and what a database driver adds (a unique violation's `detail` quotes
 * the CPF it refused, a failed query's `params` the values it was sent).
 */
function redactedError(err: Error, depth = 0): Error {
  const record = err as unknown as Record<string, unknown>;
  const changed = new Map<string, unknown>();
  for (const key of new Set([...Object.keys(err), 'message', 'stack', 'cause'])) {
    const next = redactValue(record[key], depth);
    if (next !== record[key]) changed.set(key, next);
  }
  if (changed.size === 0) return err;
  const copy = Object.create(Object.getPrototypeOf(err)) as Error;
  for (const key of Object.getOwnPropertyNames(err)) {
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(err, key)!);
  }
  for (const [key, value] of changed) {
    const enumerable = Object.getOwnPropertyDescriptor(err, key)?.enumerable ?? false;
    Object.defineProperty(copy, key, { value, enumerable, writable: true, configurable: true });
  }
  return copy;
}

/** One argument of a log call: a message (or its format arguments), an error, or `{ err }`. */
function redactArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactText(arg);
  if (arg instanceof Error) return redactedError(arg);
  if (arg && typeof arg === 'object' && 'err' in arg && arg.err instanceof Error) {
    const err = redactedError(arg.err);
    return err === arg.err ? arg : { ...arg, err };
  }
  return arg;
}

/**
 * A log call's arguments, blanked: `(object?, message?, ...values)`. Values put into the message
 * (`%s`) are put in here first, so a token or CPF passed as one is blanked in its context.
 */
function redactCall(args: unknown[]): unknown[] {
  const at = typeof args[0] === 'string' ? 0 : 1;
  const message = args[at];
  const call =
    typeof message === 'string' && args.length > at + 1
      ? [...args.slice(0, at), format(message, ...args.slice(at + 1))]
      : args;
  return call.map(redactArgument);
}

/** Fastify's own request summary, with its URL blanked. */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: pino at `level`, every URL, message and error blanked as above. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSummary as never },
    hooks: {
      logMethod(args, method) {
        method.apply(this, redactCall(args) as Parameters<typeof method>);
      },
    },
  };
}
