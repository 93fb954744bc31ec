import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// recharts must come only with the charts' own chunk, after a report page's figures: no report
// module but the charts' imports it, and the pages reach the charts only through `import()`.

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(ROOT).map((file) => ({ name: relative(ROOT, file), code: readFileSync(file, 'utf8') }));

describe("the reports' charts", () => {
  it('are the only report module that imports recharts', () => {
    expect(files.filter((f) => /from ['"]recharts['"]/.test(f.code)).map((f) => f.name)).toEqual([
      join('components', 'report-charts.tsx'),
    ]);
  });

  it('are imported by no module statically, only loaded on demand', () => {
    const statically = files.filter((f) =>
      /(?:from|import)\s+['"][./]*(?:components\/)?report-charts['"]/.test(f.code),
    );
    expect(statically.map((f) => f.name)).toEqual([]);
    const lazily = files.filter((f) => /import\(['"]\.\/report-charts['"]\)/.test(f.code)).map((f) => f.name);
    expect(lazily).toEqual([join('components', 'lazy-charts.ts')]);
  });
});
