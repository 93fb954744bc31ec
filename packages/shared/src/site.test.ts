import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_DESCRIPTION, NON_INDEXED_PATH_PREFIXES, PUBLIC_PAGES, pageDescription } from './site';

describe('site descriptions', () => {
  it('gives every public page its own description, short enough for a search result', () => {
    const all = [DEFAULT_PAGE_DESCRIPTION, ...PUBLIC_PAGES.map((p) => p.description)];
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) {
      expect(text.length, text).toBeGreaterThanOrEqual(50);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });

  it('answers a public page its description and any other page the default', () => {
    expect(pageDescription('/faq')).toBe(PUBLIC_PAGES.find((p) => p.path === '/faq')?.description);
    expect(pageDescription('/faq/')).toBe(pageDescription('/faq'));
    expect(pageDescription('/')).not.toBe(DEFAULT_PAGE_DESCRIPTION);
    expect(pageDescription('/cliente')).toBe(DEFAULT_PAGE_DESCRIPTION);
    expect(pageDescription('/admin/lojas')).toBe(DEFAULT_PAGE_DESCRIPTION);
  });

  it('never keeps crawlers away from a page the sitemap lists', () => {
    for (const { path } of PUBLIC_PAGES) {
      expect(
        NON_INDEXED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });
});
