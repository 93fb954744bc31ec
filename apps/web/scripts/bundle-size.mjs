#!/usr/bin/env node
// Budget check for what a visitor downloads on `/` before interacting (at most 150 kB of
// gzipped JavaScript). Follows Vite's manifest from index.html through every static import,
// plus the home page chunk the router loads for `/` and its static imports. Lazy chunks (login
// and registration modals, admin area, other pages) are not counted: `/` does not load them.
// Run after `vite build`: `npm run size -w @mall/web` (`npm test` runs it after its build).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ENTRY = 'index.html';
const ROUTE_CHUNKS = ['src/features/home/home-page.tsx'];

const seen = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Chunk not in manifest: ${key}`);
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit(ENTRY);
for (const key of ROUTE_CHUNKS) visit(key);

let total = 0;
const rows = [];
for (const file of seen) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${file}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`JS for "/" (gzipped): ${(total / 1000).toFixed(1)} kB, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`);
if (total > BUDGET_BYTES) process.exit(1);
