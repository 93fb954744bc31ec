#!/usr/bin/env node
// Budget check for the JavaScript a first visit downloads before interacting, gzipped: a visitor
// on `/` and a logged-in customer on `/cliente` (budgets in bundle-budgets.json, which
// e2e/bundle-size.spec.ts reads too, measuring the same in the browser). Follows Vite's manifest
// from index.html through every static import, plus the chunks the page loads at once (its route
// chunk, for `/cliente` the customer header) and their static imports, and the workers' scripts they
// start. Chunks loaded on
// interaction (login and registration modals, toasts) or by other pages are not counted.
// Run after `vite build`: `npm run size -w @mall/web` (`npm test` runs it after its build).
//
// It also checks that each heavy library comes only with the pages that use it (HEAVY below): what
// each module loaded on its own (a page, a lazily loaded chart) brings with its static imports,
// read from the packages each script file holds (build/chunk-packages.ts).
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
    // A worker's script a chunk starts (lib/warm-formats.ts) is among its assets: it comes with it.
    for (const asset of chunk.assets ?? []) seen.add(asset);
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
/**
 * The heavy libraries, and the modules loaded on their own (pages, lazily loaded parts) that may
 * bring them: any other that does, a list page that came to carry the form library through a
 * shared component for instance, fails the check. A new page with a form is added to FORMS.
 */
const FORMS = [
  'src/features/auth/login-modal.tsx',
  'src/features/auth/pages/forgot-password-page.tsx',
  'src/features/auth/pages/password-link-page.tsx',
  'src/features/campaigns/pages/campaign-form-page.tsx',
  'src/features/contact/pages/contact-page.tsx',
  'src/features/faqs/pages/faq-settings-page.tsx',
  'src/features/prizes/pages/prize-form-page.tsx',
  'src/features/profile/pages/profile-page.tsx',
  'src/features/purchases/components/receipt-scanner.tsx',
  'src/features/purchases/pages/register-points-page.tsx',
  'src/features/registration/register-modal.tsx',
  'src/features/sales/pages/register-sale-page.tsx',
  'src/features/sales/pages/sale-edit-page.tsx',
  'src/features/segments/pages/segments-page.tsx',
  'src/features/sellers/pages/seller-form-page.tsx',
  'src/features/shopkeepers/pages/shopkeeper-form-page.tsx',
  'src/features/stores/pages/store-form-page.tsx',
  'src/features/users/pages/users-page.tsx',
];
const HEAVY = {
  recharts: [
    'src/features/dashboard/components/purchases-chart.tsx',
    'src/features/reports/components/report-charts.tsx',
  ],
  '@dnd-kit/core': ['src/features/faqs/pages/faq-settings-page.tsx'],
  'qrcode.react': ['src/features/bills/pages/bills-page.tsx', 'src/features/rescues/pages/voucher-page.tsx'],
  'zxing-wasm': ['src/lib/receipt-scan/read-receipt-code.ts'],
  'react-hook-form': FORMS,
  'react-imask': FORMS,
};
const packagesOf = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-packages.json'), 'utf8'));
const misplaced = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const brought = new Set(filesFor([key]).flatMap((file) => packagesOf[file] ?? []));
  for (const [name, allowed] of Object.entries(HEAVY)) {
    if (brought.has(name) && !allowed.includes(key)) misplaced.push(`${key} brings ${name}`);
  }
}
if (misplaced.length > 0) {
  console.log(`Heavy libraries on pages that do not use them:\n  ${misplaced.join('\n  ')}`);
  over = true;
} else {
  console.log(`Heavy libraries (${Object.keys(HEAVY).join(', ')}) only where they are used`);
}
if (over) process.exit(1);
