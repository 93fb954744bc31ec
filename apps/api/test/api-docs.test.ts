import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/app';

// The API's documentation (Swagger UI and its OpenAPI document) is served only when API_DOCS
// says so: on by default outside production, off by default in production.

const base = { DATA_DIR: '/nonexistent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' };

describe('API_DOCS', () => {
  it('is on by default outside production, off by default in production, and either way when set', () => {
    expect(loadConfig({ ...base }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ ...base, API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });
});

describe.each([
  ['on', {}, 200],
  ['off', { API_DOCS: 'false' }, 404],
] as const)('the documentation when API_DOCS is %s', (_label, env, status) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env, { seed: false });
  });
  afterAll(() => t.close());

  it(`answers ${status} on /api/docs and its OpenAPI document`, async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui.css']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      if (status === 404) {
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        expect(res.body).not.toMatch(/openapi|<html/i);
      }
    }
    // The API itself answers the same either way.
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
