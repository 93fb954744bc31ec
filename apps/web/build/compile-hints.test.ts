import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, hintBundle, withCompileHint } from './compile-hints';

const script = (bytes: number) => `export const x = "${'a'.repeat(Math.max(0, bytes - 20))}";`;

describe('the compile hint', () => {
  it('opens the large scripts, once, and leaves the small ones as they are', () => {
    const large = script(COMPILE_HINT_MIN_BYTES);
    expect(withCompileHint(large)).toBe(`//# allFunctionsCalledOnLoad\n${large}`);
    expect(withCompileHint(withCompileHint(large))).toBe(COMPILE_HINT + large);
    const small = script(COMPILE_HINT_MIN_BYTES - 1);
    expect(small).toHaveLength(COMPILE_HINT_MIN_BYTES - 1);
    expect(withCompileHint(small)).toBe(small);
  });

  it("is put on the bundle's scripts and on nothing else", () => {
    const large = script(COMPILE_HINT_MIN_BYTES + 100);
    const bundle = {
      entry: { type: 'chunk', fileName: 'assets/index-a.js', code: large },
      page: { type: 'chunk', fileName: 'assets/page-b.js', code: script(500) },
      style: { type: 'asset', fileName: 'assets/index-c.css', source: large },
    } as unknown as Rolldown.OutputBundle;
    hintBundle(bundle);
    expect((bundle.entry as Rolldown.OutputChunk).code.startsWith(COMPILE_HINT)).toBe(true);
    expect((bundle.page as Rolldown.OutputChunk).code.startsWith(COMPILE_HINT)).toBe(false);
    expect((bundle.style as Rolldown.OutputAsset).source).toBe(large);
  });
});
