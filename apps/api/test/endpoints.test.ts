import { type Endpoint, endpoints } from '@mall/shared';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// Every endpoint is declared once in packages/shared and registered from its declaration
// (src/lib/route.ts): neither side may drift. The served OpenAPI document lists every route under
// /api (the public pictures at /uploads/public/* are static files outside it).

let t: TestApp;
let served: string[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  served = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(
      ([method, op]) =>
        `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')} ${op.operationId}`,
    ),
  );
});
afterAll(() => t.close());

const all: Endpoint[] = Object.values(endpoints);
const declared = all.map((e) => `${e.method} ${e.path} ${e.operationId}`);

describe('endpoint declarations and API routes', () => {
  it('every route has a declaration (method, path and operationId)', () => {
    expect(served.filter((route) => !declared.includes(route))).toEqual([]);
  });

  it('every declaration has its route', () => {
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
    const missing = all.filter((e) => !t.app.hasRoute({ method: e.method as HTTPMethods, url: `/api${e.path}` }));
    expect(missing.map((e) => e.operationId)).toEqual([]);
    expect(served).toHaveLength(declared.length);
  });

  it('a public declaration is public in the document, and only those', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
    };
    const open = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.security?.length === 0)
      .map((op) => op.operationId)
      .sort();
    const declaredOpen = all
      .filter((e) => e.public)
      .map((e) => e.operationId)
      .sort();
    expect(open).toEqual(declaredOpen);
  });
});
