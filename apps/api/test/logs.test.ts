import { can, ROLES, type Role } from '@mall/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

interface Entry {
  id: string;
  moduleName: string;
  methodName: string;
  userId: string | null;
  createdAt: string;
}
interface Page {
  data: Entry[];
  nextCursor: string | null;
  prevCursor: string | null;
}

async function page(query: string, headers = admin): Promise<Page> {
  const res = await t.request({ method: 'GET', url: `/api/logs/module?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Inserts `count` entries of one module and method at one instant (ties on createdAt). */
async function insertAt(at: string, count: number, methodName: string, moduleName = 'Prize', userId?: string) {
  await t.database.db.execute(
    sql`insert into logs (module_name, method_name, user_id, created_at)
        select ${moduleName}, ${methodName}, ${userId ?? null}::uuid, ${at}::timestamptz from generate_series(1, ${count})`,
  );
}

const DEMO_LOGIN: Record<Role, string> = {
  DEDPREMIUM: 'admin@example.com',
  SMART: 'smart@example.com',
  LOJISTA: 'lojista@example.com',
  VENDEDOR: 'vendedor@example.com',
  CONCIERGE: 'concierge@example.com',
  CLIENTE: 'cliente@example.com',
};

describe('GET /logs/module: keyset pages, newest first', () => {
  it('lists newest first, ties on createdAt broken by id, and walks the cursor both ways', async () => {
    // 25 entries in the same microsecond, newer than anything the seed wrote.
    await insertAt('2099-01-01T12:00:00.123456Z', 25, 'tie');
    await insertAt('2099-01-01T12:00:00.123457Z', 1, 'newest');
    const first = await page('limit=10');
    expect(first.prevCursor).toBeNull();
    expect(first.data[0]?.methodName).toBe('newest');
    expect(first.data.slice(1).every((e) => e.methodName === 'tie')).toBe(true);

    const seen: Entry[] = [...first.data];
    const pages: Page[] = [first];
    let current = first;
    while (seen.filter((e) => e.methodName === 'tie').length < 25) {
      expect(current.nextCursor).not.toBeNull();
      current = await page(`limit=10&cursor=${current.nextCursor}`);
      expect(current.prevCursor).not.toBeNull();
      pages.push(current);
      seen.push(...current.data);
    }
    const ties = seen.filter((e) => e.methodName === 'tie');
    // Every tied entry once, in descending id order, none skipped or repeated across pages.
    expect(new Set(ties.map((e) => e.id)).size).toBe(25);
    expect(ties.map((e) => e.id)).toEqual([...ties.map((e) => e.id)].sort().reverse());
    // Newest first throughout.
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // "Anteriores" from the third page gives back the second, then the first.
    const back = await page(`limit=10&cursor=${pages[2]?.prevCursor}`);
    expect(back.data.map((e) => e.id)).toEqual(pages[1]?.data.map((e) => e.id));
    const backAgain = await page(`limit=10&cursor=${back.prevCursor}`);
    expect(backAgain.data.map((e) => e.id)).toEqual(first.data.map((e) => e.id));
    expect(backAgain.prevCursor).toBeNull();
  });

  it('reaches the oldest entry and says there is nothing older (no total is counted: product rule)', async () => {
    const everything = await page('limit=100');
    expect(everything).not.toHaveProperty('total');
    let current = everything;
    const ids = [...current.data.map((e) => e.id)];
    while (current.nextCursor) {
      current = await page(`limit=100&cursor=${current.nextCursor}`);
      ids.push(...current.data.map((e) => e.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await rowCount(t.database.db, logs));
    expect(current.nextCursor).toBeNull();
  });

  it('filters by module, by user and by period in APP_TIMEZONE (both days included)', async () => {
    const [ana] = await t.database.db.select({ id: users.id }).from(users).where(sql`email = 'admin@example.com'`);
    const anaId = ana?.id as string;
    // 02:30 UTC on 10 January is 23:30 of 9 January in São Paulo.
    await insertAt('2031-01-10T02:30:00Z', 1, 'late-evening', 'Store', anaId);
    await insertAt('2031-01-10T03:30:00Z', 1, 'after-midnight', 'Store');
    await insertAt('2031-01-09T02:59:00Z', 1, 'day-before', 'Campaign', anaId);

    const store = await page('moduleName=Store&from=2031-01-01&to=2031-01-31');
    expect(store.data.map((e) => e.methodName)).toEqual(['after-midnight', 'late-evening']);

    const ninth = await page('from=2031-01-09&to=2031-01-09');
    expect(ninth.data.map((e) => e.methodName)).toEqual(['late-evening']);
    const tenth = await page('from=2031-01-10&to=2031-01-10');
    expect(tenth.data.map((e) => e.methodName)).toEqual(['after-midnight']);
    const eighth = await page('to=2031-01-08&from=2031-01-08');
    expect(eighth.data.map((e) => e.methodName)).toEqual(['day-before']);

    const byAna = await page(`userId=${anaId}&from=2031-01-01`);
    expect(byAna.data.map((e) => e.methodName)).toEqual(['late-evening', 'day-before']);
    expect(byAna.data.every((e) => e.userId === anaId)).toBe(true);
    const anaStore = await page(`userId=${anaId}&moduleName=Store&from=2031-01-01`);
    expect(anaStore.data.map((e) => e.methodName)).toEqual(['late-evening']);
  });

  it('pages deep into a large history by cursor', async () => {
    await t.database.db.execute(
      sql`insert into logs (module_name, method_name, created_at)
          select 'Seller', 'deep', timestamptz '2020-01-01T00:00:00Z' + n * interval '1 second'
          from generate_series(1, 10005) n`,
    );
    let current = await page('moduleName=Seller&limit=100&to=2020-12-31');
    let count = current.data.length;
    while (current.nextCursor) {
      current = await page(`moduleName=Seller&limit=100&to=2020-12-31&cursor=${current.nextCursor}`);
      count += current.data.length;
    }
    expect(count).toBe(10005);
    expect(current.data.at(-1)?.createdAt).toBe('2020-01-01T00:00:01.000Z');
  });

  it.each([
    ['cursor=abc', /^Cursor inválido/],
    ['cursor=YXxub3R8YQ', /^Cursor inválido/],
    ['userId=123', /^Usuário inválido/],
    ['from=2026-13-01', /^Data inicial inválida/],
    ['to=ontem', /^Data final inválida/],
    ['from=2026-02-01&to=2026-01-01', /^Período inválido/],
    ['moduleName=Foo', /^Módulo inválido/],
    ['limit=0', /^limit deve ser pelo menos 1/],
  ])('answers 400 in Portuguese for a bad filter: %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/logs/module?${query}`, headers: admin });
    expect(res.statusCode).toBe(400);
    const messages = [res.json().message].flat().join(' | ');
    expect(messages).toMatch(message);
  });

  it.each(ROLES)('lets %s read the log only when the permission table allows it', async (role) => {
    const headers = await t.login(DEMO_LOGIN[role]);
    const res = await t.request({ method: 'GET', url: '/api/logs/module?moduleName=Sale', headers });
    if (can(role, 'logs:read')) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para esta ação');
    }
  });

  it('refuses a caller without a token, whatever it sends', async () => {
    const res = await t.request({ method: 'GET', url: '/api/logs/module?cursor=bad' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /logs/authors: the user filter', () => {
  it('finds users by part of the name or e-mail, and names one by its id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/logs/authors?search=administ', headers: admin });
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { id: string; name: string; email: string }[];
    expect(found.map((u) => u.name)).toContain('Ana Administradora');
    const byMail = await t.request({ method: 'GET', url: '/api/logs/authors?search=CONCIERGE@', headers: admin });
    expect(byMail.json().data.map((u: { email: string }) => u.email)).toEqual(['concierge@example.com']);
    const ana = found.find((u) => u.name === 'Ana Administradora');
    const byId = await t.request({ method: 'GET', url: `/api/logs/authors?id=${ana?.id}`, headers: admin });
    expect(byId.json().data).toEqual([ana]);
    const bad = await t.request({ method: 'GET', url: '/api/logs/authors?id=ana', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect([bad.json().message].flat().join()).toMatch(/^Usuário inválido/);
  });

  it.each(ROLES)('answers %s only when it may read the log', async (role) => {
    const headers = await t.login(DEMO_LOGIN[role]);
    const res = await t.request({ method: 'GET', url: '/api/logs/authors?search=a', headers });
    expect(res.statusCode).toBe(can(role, 'logs:read') ? 200 : 403);
  });
});
