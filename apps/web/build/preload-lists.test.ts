import { describe, expect, it } from 'vitest';
import { preloadList, SHORT_LIST, staticClosure } from './preload-lists';

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

describe('what a chunk that runs has loaded', () => {
  const graph: Record<string, string[]> = {
    'assets/routes.js': ['assets/app.js', 'assets/access.js'],
    'assets/app.js': ['assets/index.js'],
    'assets/access.js': ['assets/index.js'],
    'assets/index.js': [],
  };
  const importsOf = (file: string) => graph[file] ?? [];
  it('is the chunk, its imports and theirs', () => {
    expect([...staticClosure('assets/routes.js', importsOf)].sort()).toEqual([
      'assets/access.js',
      'assets/app.js',
      'assets/index.js',
      'assets/routes.js',
    ]);
  });
  it('is never listed again by an import it makes', () => {
    const loaded = staticClosure('assets/routes.js', importsOf);
    const deps = ['assets/page.js', 'assets/app.js', 'assets/schemas.js', 'assets/index.js'];
    expect(preloadList(deps, [], loaded)).toEqual(['assets/page.js', 'assets/schemas.js']);
  });
  it('leaves a list that becomes short whole', () => {
    const loaded = new Set(Array.from({ length: 4 }, (_, i) => `assets/loaded-${i}.js`));
    const own = ['assets/own.js'];
    const deps = ['assets/page.js', ...own, ...loaded, ...Array.from({ length: 5 }, (_, i) => `assets/deep-${i}.js`)];
    expect(preloadList(deps, own, loaded)).toEqual(['assets/page.js', ...own, ...deps.slice(6)]);
  });
});
