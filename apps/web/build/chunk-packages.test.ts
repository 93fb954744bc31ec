import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkPackages, packageOf } from './chunk-packages';

describe('packageOf', () => {
  it('names the package a module comes from, scoped or not, on any platform', () => {
    expect(packageOf('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe('react-hook-form');
    expect(packageOf('/repo/node_modules/@dnd-kit/core/dist/core.esm.js')).toBe('@dnd-kit/core');
    expect(packageOf('C:\\repo\\node_modules\\@tanstack\\query-core\\build\\modern\\query.js')).toBe(
      '@tanstack/query-core',
    );
    // A package inside another's node_modules is the inner one.
    expect(packageOf('/repo/node_modules/recharts/node_modules/immer/dist/immer.mjs')).toBe('immer');
    expect(packageOf('/repo/node_modules/zxing-wasm/dist/reader/index.js?url')).toBe('zxing-wasm');
  });

  it("answers null for the app's own modules and the bundler's helpers", () => {
    expect(packageOf('/repo/apps/web/src/components/admin-kit/form.tsx')).toBeNull();
    expect(packageOf('/repo/packages/shared/src/index.ts')).toBeNull();
    expect(packageOf('\0rolldown/runtime.js')).toBeNull();
  });
});

describe('chunkPackages', () => {
  it('lists the packages of each script file once, sorted, and leaves the other files out', () => {
    const chunk = (fileName: string, moduleIds: string[]) =>
      ({ type: 'chunk', fileName, moduleIds }) as unknown as Rolldown.OutputChunk;
    const bundle = {
      a: chunk('assets/page-a.js', [
        '/r/apps/web/src/page-a.tsx',
        '/r/node_modules/react-hook-form/dist/index.esm.mjs',
        '/r/node_modules/@hookform/resolvers/zod/dist/zod.mjs',
        '/r/node_modules/react-hook-form/dist/utils.mjs',
      ]),
      b: chunk('assets/page-b.js', ['/r/apps/web/src/page-b.tsx']),
      c: { type: 'asset', fileName: 'assets/index.css' } as unknown as Rolldown.OutputAsset,
    } as Rolldown.OutputBundle;
    expect(chunkPackages(bundle)).toEqual({
      'assets/page-a.js': ['@hookform/resolvers', 'react-hook-form'],
      'assets/page-b.js': [],
    });
  });
});
