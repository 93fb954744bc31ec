import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app calls each endpoint from exactly one client function, and no answer is cast:
// `api.*` answers `unknown`, which each client parses with its schema.

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const CALL = /\bapi\.(get|post|patch|put|delete)\(\s*([`'])([^`']+)\2/g;
const IDEMPOTENT = /\bidempotentPost\(\s*'([^']+)'/g;

function endpointCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  const add = (endpoint: string, file: string) => calls.set(endpoint, [...(calls.get(endpoint) ?? []), file]);
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(SRC, file);
    for (const m of text.matchAll(CALL)) add(`${m[1]?.toUpperCase()} ${m[3]?.replace(/\$\{[^}]+\}/g, '{}')}`, name);
    for (const m of text.matchAll(IDEMPOTENT)) add(`POST ${m[1]}`, name);
  }
  return calls;
}

describe('endpoint clients', () => {
  it('call each endpoint from one place', () => {
    const calls = endpointCalls();
    const repeated = [...calls]
      .filter(([, files]) => files.length > 1)
      .map(([e, files]) => `${e}: ${files.join(', ')}`);
    expect(repeated).toEqual([]);
    // The count the back office grows from (a new endpoint client raises it).
    expect(calls.size).toBeGreaterThanOrEqual(50);
  });

  it('never cast an answer', () => {
    const casts = sources(SRC).filter((file) =>
      /await (api\.\w+|post\w*)\([^;]*\)\)?\s+as\s/.test(readFileSync(file, 'utf8')),
    );
    expect(casts.map((f) => relative(SRC, f))).toEqual([]);
  });
});
