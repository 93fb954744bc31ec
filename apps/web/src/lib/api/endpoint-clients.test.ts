import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { endpoints } from '@mall/shared';
import { describe, expect, it } from 'vitest';

// The web app calls the API only through the endpoint declarations of packages/shared
// (`callEndpoint`, `callEndpointWith`, `idempotentEndpoint` in ./endpoint.ts), each declaration
// from exactly one client function, and no answer is cast: the declaration's schema parses it.

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * `segmentsEndpoints.createSegment`, `firstLoadEndpoints.getActiveCampaign`: a call of a
 * declaration (`typeof salesEndpoints.listOwnSales`, a type, is not).
 */
const USE = /(?<!typeof )\b(\w+Endpoints)\.(\w+)\b/g;

function declarationUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const name = relative(SRC, file);
    for (const m of readFileSync(file, 'utf8').matchAll(USE)) {
      const id = m[2] ?? '';
      uses.set(id, [...(uses.get(id) ?? []), `${name} (${m[1]})`]);
    }
  }
  return uses;
}

describe('endpoint clients', () => {
  it('use each declaration from one place, and only declarations that exist', () => {
    const uses = declarationUses();
    const repeated = [...uses]
      .filter(([, files]) => files.length > 1)
      .map(([id, files]) => `${id}: ${files.join(', ')}`);
    expect(repeated).toEqual([]);
    expect([...uses.keys()].filter((id) => !(id in endpoints))).toEqual([]);
    // The count the back office grows from (a new endpoint client raises it).
    expect(uses.size).toBeGreaterThanOrEqual(55);
  });

  it('write no path: every call goes through a declaration', () => {
    const direct = sources(SRC).filter(
      (file) =>
        !file.includes(join('lib', 'api')) &&
        /\b(api\.(get|post|patch|put|delete)|request|idempotentPost)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('never cast an answer', () => {
    const casts = sources(SRC).filter((file) =>
      /await (api\.\w+|post\w*|call\w*Endpoint)\([^;]*\)\)?\s+as\s/.test(readFileSync(file, 'utf8')),
    );
    expect(casts.map((f) => relative(SRC, f))).toEqual([]);
  });
});
