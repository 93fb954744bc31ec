import { describe, expect, it } from 'vitest';
import { preloadList, SHORT_LIST } from './preload-lists';

describe('preloadList', () => {
  const own = ['assets/button-a.js', 'assets/modal-b.js'];
  it('keeps a short list whole, the chunk’s own imports included', () => {
    const deps = ['assets/page-x.js', ...own, 'assets/icon-c.js'];
    expect(preloadList(deps, own)).toEqual(deps);
  });
  it('drops from a long list the chunk’s own imports, which the browser asks for as it reads the chunk', () => {
    const deeper = Array.from({ length: SHORT_LIST }, (_, i) => `assets/deep-${i}.js`);
    const deps = ['assets/page-x.js', ...own, ...deeper];
    expect(preloadList(deps, own)).toEqual(['assets/page-x.js', ...deeper]);
  });
  it('keeps a long list whole when the chunk imports none of it', () => {
    const deps = Array.from({ length: SHORT_LIST + 3 }, (_, i) => `assets/c-${i}.js`);
    expect(preloadList(deps, [])).toEqual(deps);
  });
});
