#!/usr/bin/env node
// Budget check for the JavaScript a first visit downloads before interacting, gzipped: a visitor
// on `/` and a logged-in customer on `/cliente` (budgets in bundle-budgets.json, which
// e2e/bundle-size.spec.ts reads too, measuring the same in the browser). Follows Vite's manifest
// from index.html through every static import, plus the chunks the page loads at once (its route
// chunk, for `/cliente` the customer header) and their static imports. Chunks loaded on
// interaction (login and registration modals, toasts) or by other pages are not counted.
// Run after `vite build`: `npm run size -w @mall/web` (`npm test` runs it after its build).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = JSON.parse(readFileSync(join(root, 'scripts', 'bundle-budgets.json'), 'utf8'));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ENTRY = 'index.html';
/**
 * What each page loads at once besides the entry, as manifest keys (source paths): its page, and
 * for a customer the header that comes with the customer's pages (neither brings React Query).
 */
const ROUTES = {
  '/': ['src/features/home/home-page.tsx'],
  '/cliente': ['src/features/clients/pages/client-home-page.tsx', 'src/app/headers/client-header.tsx'],
};

function filesFor(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Chunk not in manifest: ${key}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].filter((file) => file.endsWith('.js'));
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let over = false;
for (const [route, chunks] of Object.entries(ROUTES)) {
  const rows = filesFor([ENTRY, ...chunks])
    .map((file) => [file, gzipped(file)])
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  for (const [file, size] of rows) console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${file}`);
  const budget = BUDGETS[route];
  const verdict = total <= budget ? 'within' : 'OVER';
  console.log(
    `JS for "${route}" (gzipped): ${(total / 1000).toFixed(1)} kB (${total} bytes), ${verdict} the ${budget / 1000} kB budget\n`,
  );
  if (total > budget) over = true;
}
if (over) process.exit(1);
