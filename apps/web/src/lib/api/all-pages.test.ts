import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages';

describe('allPages', () => {
  it('reads page after page until the total', async () => {
    const asked: number[] = [];
    const rows = await allPages(async (n, limit) => {
      asked.push(n);
      const all = Array.from({ length: 250 }, (_, i) => i);
      return { data: all.slice((n - 1) * limit, n * limit), total: all.length };
    });
    expect(rows).toHaveLength(250);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an empty page even when the total says more', async () => {
    expect(await allPages(async () => ({ data: [], total: 5 }))).toEqual([]);
  });
});
