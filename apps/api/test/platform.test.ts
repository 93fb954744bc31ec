import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

const envelopeShape = {
  statusCode: expect.any(Number),
  error: expect.any(String),
  message: expect.anything(),
};

describe('platform', () => {
  it('reports health with the database it reached', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers the envelope on unknown routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Rota não encontrada: GET /api/nao-existe',
    });
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ ...envelopeShape, statusCode: 405, error: 'Method Not Allowed' });
  });

  it('answers 405 for parametrised paths too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/1b4e28ba-2fa1-11d2-883f-0016d3cca427/activate' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('PATCH');
  });

  it('answers 400 in Portuguese on malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'O corpo da requisição não é um JSON válido',
    });
  });

  it('answers 413 on an oversized body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.com', password: 'x'.repeat(4000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, message: 'O corpo da requisição é grande demais' });
  });

  it('answers 415 on an unsupported content type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ...envelopeShape, statusCode: 415 });
  });

  it('names the invalid field in Portuguese', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Senha é obrigatória');
    const res2 = await t.request({ method: 'POST', url: '/api/clients', payload: { acceptsSMS: 'sim' } });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toContain('acceptsSMS: Entrada inválida: esperava um valor booleano, recebeu um texto');
  });

  it('sends a request id and security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The receipt reader's WebAssembly may compile; eval may not.
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    const fresh = await t.request({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/clients', '/api/users']));
  });

  it('serves the demo prize images publicly', async () => {
    const res = await t.request({ method: 'GET', url: '/uploads/public/prizes/demo-1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
