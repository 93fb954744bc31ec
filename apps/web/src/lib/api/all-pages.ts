import { MAX_PAGE_SIZE } from '@mall/shared';

/**
 * Every row of a paged list (`{ data, total }`), asking for the largest page until the total is
 * reached: what an option list uses, so it never silently stops at the first page.
 */
export async function allPages<T>(page: (n: number, limit: number) => Promise<{ data: T[]; total: number }>) {
  const rows: T[] = [];
  for (let n = 1; ; n++) {
    const res = await page(n, MAX_PAGE_SIZE);
    rows.push(...res.data);
    if (res.data.length === 0 || rows.length >= res.total) return rows;
  }
}
