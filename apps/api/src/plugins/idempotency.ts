import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { ago } from '../lib/sql';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis (sem espaços nas pontas)',
  otherRequest: 'Esta chave de idempotência já foi usada em outra requisição',
  inProgress: 'Uma requisição com esta chave de idempotência ainda está em processamento; tente novamente em instantes',
} as const;

/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL = '24 hours';
/** A claim whose request never answered (its process ended) is given up after this. */
const ABANDONED_AFTER = '2 minutes';
const PURGE_EVERY_MS = 10 * 60_000;
/** Visible ASCII only: a UUID, a ULID or any client token fits. */
const KEY_FORMAT = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
  interface FastifyInstance {
    /**
     * Makes a create idempotent when the request carries an `Idempotency-Key` header: placed
     * after authentication, it answers a retry with the first answer and writes nothing.
     */
    idempotent: preHandlerAsyncHookHandler;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * The first request with a key claims it (a row without an answer), runs, and stores its answer
 * before sending it. A retry with the same body gets that answer; with another body, a 409; while
 * the first is still running, a 409 asking to retry. A failed request (4xx, 5xx) releases its
 * claim, so fixing the input and retrying with the same key works.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  let lastPurge = 0;

  function purgeExpired(): void {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL)))
      .catch((err: Error) => app.log.warn({ err }, 'idempotency purge failed'));
  }

  const idempotent: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    purgeExpired();
    const claim = { scope: request.auth?.id ?? 'anonymous', key: header };
    const hash = requestHash(request);
    const same = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    const claimIt = async () =>
      (
        await db
          .insert(idempotencyKeys)
          .values({ ...claim, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
      ).length > 0;
    // A taken key gives way when its answer expired or its request never answered.
    const releaseStale = async () =>
      (
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              same,
              or(
                lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL)),
                and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, ago(ABANDONED_AFTER))),
              ),
            ),
          )
          .returning({ key: idempotencyKeys.key })
      ).length > 0;
    let claimed = await claimIt();
    if (!claimed && (await releaseStale())) claimed = await claimIt();
    if (claimed) {
      request.idempotencyClaim = claim;
      return;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(same);
    // Released between the insert and this read: the first request failed; this one may retry.
    if (!stored) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    if (stored.requestHash !== hash) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
    if (stored.statusCode === null || stored.responseBody === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    reply.header('idempotent-replayed', 'true');
    reply.type('application/json; charset=utf-8').code(stored.statusCode);
    return reply.send(stored.responseBody);
  };

  app.decorate('idempotent', idempotent);

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const same = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(same);
    } else {
      await db.delete(idempotencyKeys).where(same);
    }
    return payload;
  });
});
