import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md, "Shape": routes never build SQL; raw SQL lives in queries files.
const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [relative(src, path)] : [];
  });
}

const files = sources(src).map((path) => ({ path, text: readFileSync(join(src, path), 'utf8') }));

describe('layering', () => {
  it('reads the source tree', () => {
    expect(files.filter((f) => f.path.endsWith('.routes.ts')).length).toBeGreaterThan(10);
  });

  it('no route imports drizzle-orm or the database schema', () => {
    const offenders = files
      .filter((f) => f.path.endsWith('.routes.ts'))
      .filter((f) => /from\s+['"](drizzle-orm(\/[^'"]*)?|[./]*\/db\/schema)['"]/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('raw sql templates appear only in queries files, src/db and src/lib', () => {
    const allowed = (path: string) => path.endsWith('.queries.ts') || path.startsWith('db/') || path.startsWith('lib/');
    const offenders = files.filter((f) => !allowed(f.path) && /\bsql(<[^>]*>)?`/.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
