import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgets from '../scripts/bundle-budgets.json' with { type: 'json' };
import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// The gzipped JavaScript a first visit downloads before interacting, as the browser fetches it
// (scripts/bundle-size.mjs checks the same from the build's manifest, against the same budgets).

async function scriptsOf(page: Page, path: string, ready: () => Promise<void>): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return scripts;
}

function report(path: string, scripts: Map<string, number>): number {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const lines = [...scripts].sort((a, b) => b[1] - a[1]).map(([p, s]) => `${(s / 1000).toFixed(1)} kB ${p}`);
  console.log(`JS loaded on "${path}" (gzipped): ${(total / 1000).toFixed(1)} kB\n  ${lines.join('\n  ')}`);
  test
    .info()
    .annotations.push({ type: 'bundle-size', description: `${path}: ${(total / 1000).toFixed(1)} kB gzipped` });
  return total;
}

const budget = (path: keyof typeof budgets) => budgets[path];

test(`a visitor downloads at most ${budget('/') / 1000} kB of gzipped JavaScript on /`, async ({ page }) => {
  const scripts = await scriptsOf(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  const total = report('/', scripts);
  // Nothing of the admin area, the auth modals or React Query is fetched before interaction.
  expect([...scripts.keys()].filter((p) => /admin|login-modal|register-modal|react-query/.test(p))).toEqual([]);
  expect(total).toBeLessThanOrEqual(budget('/'));
});

test(`a customer downloads at most ${budget('/cliente') / 1000} kB of gzipped JavaScript on /cliente`, async ({
  page,
}) => {
  await loginViaApi(page, 'CLIENTE');
  const scripts = await scriptsOf(page, '/cliente', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
    await expect(page.getByTestId('card-points-value')).toBeVisible();
  });
  const total = report('/cliente', scripts);
  // Nor React Query: the header, the cards and the benefits read without it (lib/use-fetched.ts).
  expect(
    [...scripts.keys()].filter((p) => /admin|login-modal|register-modal|\/home-page-|react-query/.test(p)),
  ).toEqual([]);
  expect(total).toBeLessThanOrEqual(budget('/cliente'));
});

for (const { path, heading, drawn } of [
  { path: '/regulamento', heading: /Regulamento/ },
  // Its reads check the stores' and segments' shape by hand (lib/api/shape.ts).
  {
    path: '/lojas-participantes',
    heading: /Lojas participantes/,
    drawn: (page: Page) => page.getByRole('list', { name: 'Lojas' }),
  },
  // Its read checks the questions' shape by hand (features/faqs/api/get-faqs.ts).
  { path: '/faq', heading: /Perguntas frequentes/, drawn: (page: Page) => page.getByRole('button', { name: /^1\. / }) },
]) {
  test(`a visitor on ${path} downloads no schema library: the page declares no zod schema`, async ({ page }) => {
    // Which packages each built script holds (build/chunk-packages.ts).
    const packages: Record<string, string[]> = JSON.parse(
      readFileSync(join(import.meta.dirname, '../dist/.vite/chunk-packages.json'), 'utf8'),
    );
    const scripts = await scriptsOf(page, path, async () => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // What its read draws, so the read's scripts are among those counted.
      if (drawn) await expect(drawn(page)).toBeVisible();
    });
    const fetched = [...scripts.keys()].map((file) => file.replace(/^\//, ''));
    // The check reads the build it means to: every script the page fetched is in the list.
    expect(fetched.filter((file) => packages[file] === undefined)).toEqual([]);
    expect(fetched.filter((file) => packages[file]?.includes('zod'))).toEqual([]);
  });
}
