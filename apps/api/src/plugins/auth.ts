import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { type Action, isRole, isStoreScoped, type Role, rolesFor } from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { clients, stores, userSessions, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { preparedQuery } from '../lib/prepared';
import { recordSession } from '../lib/sessions';

export interface TokenClaims {
  sub: string;
  role: Role;
  name: string;
  storeId: string | null;
  /** The user's password-change instant when the token was issued (absent: never changed). */
  pwdAt?: string | null;
  /** The session (`user_sessions`) the token belongs to: a logout or a deactivation ends it. */
  sid: string;
}

/** What a new session's token says of its user; the session's id is added when it opens. */
export type SessionClaims = Omit<TokenClaims, 'sid'>;

/** Who is calling, as read from the database on this request (not only from the token). */
export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  storeId: string | null;
  /** The customer record of a CLIENTE; null for staff. */
  clientId: string | null;
  /** The store a LOJISTA or VENDEDOR is confined to; undefined for roles that see every store. */
  scope: string | undefined;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthUser;
    /** The session (`user_sessions`) of the caller's token, read with the caller. */
    sessionId?: string;
    /**
     * The caller's store scope, decided once when the user is read (storeScope): the store a
     * LOJISTA or VENDEDOR is confined to whatever the request asks for, undefined for roles that
     * see every store. Queries apply it in their WHERE clause. Read without a caller: 401.
     */
    readonly scope: string | undefined;
  }
  interface FastifyInstance {
    /** Any logged-in user. */
    authenticate: preHandlerAsyncHookHandler;
    /** Logged in with one of these roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Logged in with a role the permission table allows this action. */
    requireAction: (action: Action) => preHandlerAsyncHookHandler;
    /**
     * Opens a session for a user who just proved who they are (login, new password) and answers
     * its token, which lasts as long as the session.
     */
    openSession: (claims: SessionClaims) => Promise<string>;
  }
}

/** Marks the hooks that decide access, so they run before validation (see the onRoute hook). */
const ACCESS_CHECK = Symbol('access check');
const isAccessCheck = (hook: unknown): boolean =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[ACCESS_CHECK] === true;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BLOCKED_STORE_MESSAGE = 'Sua loja está bloqueada. Procure a administração do shopping.';
export const PASSWORD_CHANGED_MESSAGE = 'Sua senha foi alterada. Faça o login novamente.';
export const INACTIVE_USER_MESSAGE = 'Usuário desativado. Procure a administração do shopping.';
export const SESSION_ENDED_MESSAGE = 'Sessão encerrada. Faça o login novamente.';

/** The caller, or a 401. Routes behind `authenticate` can rely on it. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The calling customer's record id (read with the user on this request), or a 404. */
export function ownClientId(request: FastifyRequest): string {
  const { clientId } = currentUser(request);
  if (!clientId) throw notFound('Cliente não encontrado');
  return clientId;
}

/** The store a LOJISTA or VENDEDOR is confined to; undefined for roles that see every store. */
function storeScope(role: Role, storeId: string | null): string | undefined {
  if (!isStoreScoped(role)) return undefined;
  if (!storeId) throw forbidden('Usuário sem loja vinculada');
  return storeId;
}

const authUserQuery = preparedQuery((db: Db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      storeId: users.storeId,
      inactivatedAt: users.inactivatedAt,
      passwordChangedAt: users.passwordChangedAt,
      storeBlocked: stores.blocked,
      clientId: clients.id,
      sessionId: userSessions.id,
      sessionExpiresAt: userSessions.expiresAt,
      sessionEndedAt: userSessions.endedAt,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(userSessions, and(eq(userSessions.id, sql.placeholder('sid')), eq(userSessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user'),
);

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig; db: Db }) => {
  await app.register(fastifyJwt, {
    secret: opts.config.jwtSecret,
    // HS256 only, and always with an expiry: a token of another algorithm (or "none") or without exp is refused.
    sign: { algorithm: 'HS256', expiresIn: opts.config.jwtExpiresIn },
    // A verified token's claims are kept (by token, until its expiry or for 10 minutes): checking
    // the signature again on every request of a session cost about 4% of a request's CPU. The user
    // and its session are still read on every request, so a logout, a deactivation and a password
    // change act at once.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'], cache: 5000, cacheTTL: 600_000 },
  });

  app.decorateRequest('scope', {
    getter(this: FastifyRequest) {
      return currentUser(this).scope;
    },
  });

  app.decorate('openSession', async (claims: SessionClaims) => {
    const sid = randomUUID();
    const token = app.jwt.sign({ ...claims, sid });
    const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    await recordSession(opts.db, { id: sid, userId: claims.sub, expiresAt: new Date(exp * 1000) });
    return token;
  });

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('Faça o login para continuar');
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw unauthorized();
    }
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw unauthorized();
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) throw unauthorized();
    // Reading the user and the session on every request makes a logout, a deactivation and a
    // blocked store take effect at once.
    const [row] = await authUserQuery(opts.db).execute({ id: claims.sub, sid: claims.sid });
    if (!row || !isRole(row.role)) throw unauthorized();
    // A password change ends the sessions opened before it.
    if ((claims.pwdAt ?? null) !== row.passwordChangedAt) throw unauthorized(PASSWORD_CHANGED_MESSAGE);
    if (row.inactivatedAt) throw unauthorized(INACTIVE_USER_MESSAGE);
    if (row.storeBlocked && isStoreScoped(row.role)) throw unauthorized(BLOCKED_STORE_MESSAGE);
    if (!row.sessionId || !row.sessionExpiresAt) throw unauthorized();
    if (row.sessionEndedAt) throw unauthorized(SESSION_ENDED_MESSAGE);
    if (new Date(row.sessionExpiresAt).getTime() <= Date.now()) throw unauthorized();
    request.auth = {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      storeId: row.storeId,
      clientId: row.clientId,
      scope: storeScope(row.role, row.storeId),
    };
    request.sessionId = row.sessionId;
  };

  const requireRole = (...roles: Role[]): preHandlerAsyncHookHandler =>
    Object.assign(
      async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        await authenticate.call(this, request, reply);
        if (!roles.includes(currentUser(request).role)) throw forbidden();
      } as preHandlerAsyncHookHandler,
      { [ACCESS_CHECK]: true },
    );

  // Routes list their access check among their preHandlers; it runs before the request is
  // validated instead, so a caller without access gets its 401 or 403 whatever it sent, and only a
  // caller with access learns what a valid body looks like (docs/architecture.md, "Access").
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const checks = handlers.filter(isAccessCheck);
    if (checks.length === 0) return;
    route.preHandler = handlers.filter((h) => !isAccessCheck(h));
    route.preValidation = [...checks, ...[route.preValidation ?? []].flat()] as typeof route.preValidation;
  });

  app.decorate('authenticate', Object.assign(authenticate, { [ACCESS_CHECK]: true }));
  app.decorate('requireRole', requireRole);
  app.decorate('requireAction', (action: Action) => requireRole(...rolesFor(action)));
});
