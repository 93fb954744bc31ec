import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segments } from '../src/db/schema';
import { paginate, paginateApart, paginateSearch } from '../src/lib/paging';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (p: number, limit: number) =>
  paginate({ page: p, limit }, (total) =>
    t.database.db.select({ name: segments.name, total }).from(segments).orderBy(asc(segments.name)),
  );

describe('paginate', () => {
  it('gives a page and the number of all matches', async () => {
    const { rows, total } = await page(2, 3);
    expect(total).toBe(7);
    expect(rows).toHaveLength(3);
  });

  it('keeps the total on a page past the end', async () => {
    expect(await page(9, 3)).toEqual({ rows: [], total: 7 });
  });
});

describe('paginateApart', () => {
  const apart = (p: number, limit: number) =>
    paginateApart(
      { page: p, limit },
      () => t.database.db.select({ name: segments.name }).from(segments).orderBy(asc(segments.name)),
      async () => (await t.database.db.select({ n: count() }).from(segments))[0]?.n ?? 0,
    );

  it('gives the same page and total as the one-statement paging', async () => {
    const one = await page(2, 3);
    const two = await apart(2, 3);
    expect(two.total).toBe(one.total);
    expect(two.rows.map((r) => r.name)).toEqual(one.rows.map((r) => r.name));
  });

  it('keeps the total on a page past the end', async () => {
    expect(await apart(9, 3)).toEqual({ rows: [], total: 7 });
  });
});

describe('paginateSearch', () => {
  const search = (p: number, limit: number, cap = 1000) =>
    paginateSearch(
      t.database.db,
      { page: p, limit },
      () => t.database.db.select({ name: segments.name }).from(segments).orderBy(asc(segments.name)),
      (tx) => tx.select({ id: segments.id }).from(segments).$dynamic(),
      cap,
    );

  it('says "more than the page" without counting while matches follow it', async () => {
    const found = await search(1, 3);
    expect(found).toMatchObject({ total: 3, totalCapped: true });
    expect(found.rows.map((r) => r.name)).toEqual((await page(1, 3)).rows.map((r) => r.name));
    expect(await search(2, 3)).toMatchObject({ total: 6, totalCapped: true });
  });

  it('gives the exact total on the last page', async () => {
    const last = await search(3, 3);
    expect(last.total).toBe(7);
    expect(last.totalCapped).toBeUndefined();
    expect(last.rows).toHaveLength(1);
    expect(await search(1, 7)).toEqual({ rows: expect.any(Array), total: 7 });
  });

  it('counts on a page past the end, up to the cap, so the list can step back', async () => {
    expect(await search(9, 3)).toEqual({ rows: [], total: 7 });
    expect(await search(9, 3, 5)).toEqual({ rows: [], total: 5, totalCapped: true });
  });
});
