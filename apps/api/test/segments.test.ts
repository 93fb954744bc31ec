import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segments, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const post = (name: unknown, headers = admin) =>
  t.request({ method: 'POST', url: '/api/segments', headers, payload: { name } });

describe('segments', () => {
  it('lists segments publicly, by name, with paging', async () => {
    const res = await t.request({ method: 'GET', url: '/api/segments?page=1&limit=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.data).toHaveLength(3);
    expect(body.data.map((s: { name: string }) => s.name)).toEqual([
      'Arte e Molduras',
      'Cama, Mesa e Banho',
      'Decoração',
    ]);
    const page3 = (await t.request({ method: 'GET', url: '/api/segments?page=3&limit=3' })).json();
    expect(page3.data).toHaveLength(1);
    const bad = await t.request({ method: 'GET', url: '/api/segments?limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit deve ser no máximo 100');
  });

  it('creates, renames and deletes a segment', async () => {
    const created = await post('  Cozinhas  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Segmento criado com sucesso', data: { name: 'Cozinhas' } });
    const id = created.json().data.id;
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/segments/${id}`,
      headers: admin,
      payload: { name: 'Cozinhas Planejadas' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id, name: 'Cozinhas Planejadas' });
    const smart = await t.login('smart@example.com');
    const removed = await t.request({ method: 'DELETE', url: `/api/segments/${id}`, headers: smart });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Segmento excluído com sucesso');
    expect(await t.database.db.select().from(segments).where(eq(segments.id, id))).toHaveLength(0);
  });

  it('refuses blank and missing names and duplicates (any case), writing nothing', async () => {
    const before = await rowCount(t.database.db, segments);
    for (const name of ['', '   ', undefined, 42]) {
      const res = await post(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nome do segmento é obrigatório');
    }
    const dup = await post('móveis');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe um segmento com este nome');
    expect(await rowCount(t.database.db, segments)).toBe(before);

    const [lighting] = await t.database.db.select().from(segments).where(eq(segments.name, 'Iluminação'));
    const renameDup = await t.request({
      method: 'PATCH',
      url: `/api/segments/${lighting!.id}`,
      headers: admin,
      payload: { name: 'Móveis' },
    });
    expect(renameDup.statusCode).toBe(409);
    const renameBlank = await t.request({
      method: 'PATCH',
      url: `/api/segments/${lighting!.id}`,
      headers: admin,
      payload: { name: ' ' },
    });
    expect(renameBlank.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(segments).where(eq(segments.id, lighting!.id));
    expect(after!.name).toBe('Iluminação');
  });

  it('answers 404 for an unknown segment and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/segments/${missing}`,
      headers: admin,
      payload: { name: 'X' },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Segmento não encontrado');
    const del = await t.request({ method: 'DELETE', url: `/api/segments/${missing}`, headers: admin });
    expect(del.statusCode).toBe(404);
    const bad = await t.request({ method: 'DELETE', url: '/api/segments/nope', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to delete a segment used by a store', async () => {
    const [furniture] = await t.database.db.select().from(segments).where(eq(segments.name, 'Móveis'));
    const before = await rowCount(t.database.db, segments);
    const res = await t.request({ method: 'DELETE', url: `/api/segments/${furniture!.id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/em uso por lojas/);
    expect(await rowCount(t.database.db, segments)).toBe(before);
    expect(
      (await t.database.db.select().from(stores).where(eq(stores.segmentId, furniture!.id))).length,
    ).toBeGreaterThan(0);
  });

  it('lets only administrators manage segments', async () => {
    const before = await rowCount(t.database.db, segments);
    expect((await post('Sem login', {} as { authorization: string })).statusCode).toBe(401);
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      const headers = await t.login(email);
      const res = await post('Proibido', headers);
      expect(res.statusCode, email).toBe(403);
      const [any] = await t.database.db.select().from(segments).limit(1);
      expect(
        (await t.request({ method: 'PATCH', url: `/api/segments/${any!.id}`, headers, payload: { name: 'X' } }))
          .statusCode,
      ).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `/api/segments/${any!.id}`, headers })).statusCode).toBe(403);
    }
    expect(await rowCount(t.database.db, segments)).toBe(before);
  });
});
