import { type Endpoint, endpoints, ROLES, type Role, rolesFor, STAFF_ROLES } from '@mall/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/app';

/**
 * Access is checked before the request is validated (docs/architecture.md, "Access"): a caller
 * without access gets its 401 or 403 whatever it sent, and never learns from a 400 which fields
 * a valid request has. Every declared endpoint is called with bad parameters, query and body.
 */

/** A request of `endpoint` wrong in every part it has: parameters, query and body. */
function badRequestOf(endpoint: Endpoint): InjectOptions {
  const url = `/api${endpoint.path.replace(/:\w+/g, 'nao-e-um-id')}`;
  const json = endpoint.method !== 'GET' && !endpoint.multipart;
  return {
    method: endpoint.method,
    url: endpoint.query ? `${url}?page=zero&limit=-1&status=qualquer` : url,
    ...(json ? { payload: { email: 12, password: [], name: {}, role: 'NINGUEM', bogus: true } } : {}),
  };
}

const guarded = Object.values(endpoints as Record<string, Endpoint>).filter((e) => !e.public);
const usersRoutes = guarded.filter((e) => e.path === '/users' || e.path.startsWith('/users/'));

/** Who may call a /users route: staff their own profile, administrators the rest. */
const allowedOnUsers = (endpoint: Endpoint): readonly Role[] =>
  endpoint.path === '/users/me' ? STAFF_ROLES : rolesFor('users:manage');

let t: TestApp;
const headers = {} as Record<Role, { authorization: string }>;
beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) headers[account.role] = await t.login(account.email);
});
afterAll(() => t.close());

describe('access before validation', () => {
  it('walks every /users route', () => {
    expect(usersRoutes.map((e) => e.operationId).sort()).toEqual([
      'activateUser',
      'createUser',
      'deactivateUser',
      'deleteUser',
      'getOwnUser',
      'getUser',
      'listUsers',
      'updateOwnUser',
      'updateUser',
    ]);
  });

  it('answers an anonymous caller 401 on every route that needs a login, whatever it sent', async () => {
    const wrong: string[] = [];
    for (const endpoint of guarded) {
      const res = await t.request(badRequestOf(endpoint));
      if (res.statusCode !== 401) wrong.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body}`);
      else expect(res.json().message).toBe('Faça o login para continuar');
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a role without access to /users, and 400 only to a role with access', async () => {
    const wrong: string[] = [];
    for (const endpoint of usersRoutes) {
      for (const role of ROLES) {
        const res = await t.request({ ...badRequestOf(endpoint), headers: headers[role] });
        // A route that reads nothing from the request (GET /users/me) has nothing to refuse.
        const validated = endpoint.params || endpoint.query || endpoint.body;
        const expected = !allowedOnUsers(endpoint).includes(role) ? 403 : validated ? 400 : 200;
        if (res.statusCode !== expected)
          wrong.push(
            `${role} ${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body}, expected ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
