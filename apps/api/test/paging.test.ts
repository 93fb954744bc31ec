import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segments } from '../src/db/schema';
import { paginate } from '../src/lib/paging';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (p: number, limit: number, cap?: number) =>
  paginate(
    { page: p, limit },
    (total) => t.database.db.select({ name: segments.name, total }).from(segments).orderBy(asc(segments.name)),
    cap === undefined ? undefined : { max: cap, matches: t.database.db.select({ one: sql`1` }).from(segments) },
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

  it('counts at most the cap when asked', async () => {
    const capped = await page(1, 2, 5);
    expect(capped.total).toBe(5);
    expect(capped.rows).toHaveLength(2);
    expect((await page(1, 2, 50)).total).toBe(7);
    expect(await page(9, 2, 5)).toEqual({ rows: [], total: 5 });
  });
});
