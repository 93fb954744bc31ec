import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEP_RATE_LIMIT } from '../src/modules/cep/cep.routes';
import { CEP_UNAVAILABLE, createCepLookup } from '../src/modules/cep/cep.service';
import { createTestApp, type TestApp } from './support/app';
import { type FakeCepProvider, startFakeCep } from './support/fake-cep';

const PAULISTA = {
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  complemento: 'de 1047 a 1865 - lado ímpar',
};

let fake: FakeCepProvider;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeCep({
    '01310100': { kind: 'found', body: PAULISTA },
    '69005010': {
      kind: 'found',
      body: { logradouro: 'Rua Marcílio Dias', bairro: 'Centro', localidade: 'Manaus', uf: 'AM' },
    },
    '11111111': { kind: 'erro-string' },
    '22222222': { kind: 'garbage' },
    '33333333': { kind: 'status', status: 500 },
    '44444444': { kind: 'hang' },
    '55555555': { kind: 'found', body: { logradouro: 'Rua X', localidade: 'Lugar', uf: 'ZZ' } },
  });
  t = await createTestApp({ CEP_LOOKUP_URL: fake.url }, { seed: false });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const get = (cep: string) => t.request({ method: 'GET', url: `/api/cep/${cep}` });

describe('CEP lookup', () => {
  it('answers street, neighbourhood, city and UF without a token, masked or not', async () => {
    const res = await get('01310100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        zipCode: '01310100',
        address: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    const masked = await get('69005-010');
    expect(masked.json().data).toMatchObject({ zipCode: '69005010', city: 'Manaus', state: 'AM' });
  });

  it('serves repeated lookups from its cache', async () => {
    const before = fake.hits.get('01310100') ?? 0;
    expect(before).toBe(1);
    for (let i = 0; i < 3; i++) expect((await get('01310-100')).statusCode).toBe(200);
    expect(fake.hits.get('01310100')).toBe(1);
  });

  it('answers "CEP inválido" for anything but 8 digits, without calling the provider', async () => {
    const calls = fake.total();
    for (const cep of ['1234567', '123456789', 'abcdefgh', '01310-10a', '%20']) {
      const res = await get(encodeURIComponent(cep));
      expect(res.statusCode, cep).toBe(400);
      expect(res.json().message).toBe('CEP inválido');
    }
    expect(fake.total()).toBe(calls);
  });

  it('answers "CEP não encontrado" (404) and caches the answer briefly', async () => {
    const res = await get('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'CEP não encontrado' });
    expect((await get('99999999')).statusCode).toBe(404);
    expect(fake.hits.get('99999999')).toBe(1);
    const erroString = await get('11111111');
    expect(erroString.statusCode).toBe(404);
  });

  it('answers 502 with a Portuguese message when the provider fails, and does not cache failures', async () => {
    for (const cep of ['22222222', '33333333', '55555555']) {
      const res = await get(cep);
      expect(res.statusCode, cep).toBe(502);
      expect(res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: CEP_UNAVAILABLE });
    }
    await get('33333333');
    expect(fake.hits.get('33333333')).toBe(2);
  });

  it('gives up on a slow provider after its timeout with 502', async () => {
    const started = Date.now();
    const res = await get('44444444');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Serviço de CEP indisponível. Preencha o endereço manualmente.');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('rate-limits lookups per IP', async () => {
    let last = 0;
    for (let i = 0; i < CEP_RATE_LIMIT + 1; i++) last = (await get('01310100')).statusCode;
    expect(last).toBe(429);
    const res = await get('01310100');
    expect(res.json().message).toMatch(/Muitas consultas de CEP/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('CEP lookup service', () => {
  it('answers 502 when nothing listens at the provider address', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((r) => server.close(() => r()));
    const cep = createCepLookup({ url: `http://127.0.0.1:${port}/ws/{cep}/json/` });
    await expect(cep.lookup('01310100')).rejects.toMatchObject({ statusCode: 502, message: CEP_UNAVAILABLE });
  });

  it('times out quickly and keeps the cache bounded, least recently used out first', async () => {
    const slow = await startFakeCep({ '44444444': { kind: 'hang' } });
    try {
      const started = Date.now();
      const timed = createCepLookup({ url: slow.url, timeoutMs: 200 });
      await expect(timed.lookup('44444444')).rejects.toMatchObject({ statusCode: 502 });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await slow.close();
    }
    const small = createCepLookup({ url: fake.url, maxEntries: 2 });
    await small.lookup('01310100');
    await small.lookup('69005010');
    await small.lookup('01310100'); // now the most recent
    await expect(small.lookup('12345678')).rejects.toMatchObject({ statusCode: 404 });
    expect(small.size()).toBe(2);
    const manausHits = fake.hits.get('69005010')!;
    const paulistaHits = fake.hits.get('01310100')!;
    await small.lookup('01310100');
    expect(fake.hits.get('01310100')).toBe(paulistaHits);
    await small.lookup('69005010');
    expect(fake.hits.get('69005010')).toBe(manausHits + 1);
  });

  it('shares one provider call between concurrent lookups of the same CEP', async () => {
    const fresh = createCepLookup({ url: fake.url });
    const before = fake.hits.get('69005010')!;
    await Promise.all([fresh.lookup('69005010'), fresh.lookup('69005010'), fresh.lookup('69005010')]);
    expect(fake.hits.get('69005010')).toBe(before + 1);
  });
});
