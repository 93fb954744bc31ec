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
  const search = (p: number, limit: number, cap: number) =>
    paginateSearch(
      t.database.db,
      { page: p, limit },
      () => t.database.db.select({ name: segments.name }).from(segments).orderBy(asc(segments.name)),
      (tx) => tx.select({ id: segments.id }).from(segments).$dynamic(),
      cap,
    );

  it('counts every match while they are no more than the cap', async () => {
    const found = await search(1, 3, 7);
    expect(found.total).toBe(7);
    expect(found.totalCapped).toBeUndefined();
    expect(found.rows).toHaveLength(3);
  });

  it('stops counting at the cap and says so, the page unchanged', async () => {
    const found = await search(2, 3, 5);
    expect(found).toMatchObject({ total: 5, totalCapped: true });
    expect(found.rows.map((r) => r.name)).toEqual((await page(2, 3)).rows.map((r) => r.name));
  });
});
