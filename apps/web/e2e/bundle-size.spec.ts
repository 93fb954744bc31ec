import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const BUDGET_BYTES = 150 * 1000;

test('a visitor downloads at most 150 kB of gzipped JavaScript on /', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const lines = [...scripts].sort((a, b) => b[1] - a[1]).map(([p, s]) => `${(s / 1000).toFixed(1)} kB ${p}`);
  console.log(`JS loaded on "/" (gzipped): ${(total / 1000).toFixed(1)} kB\n  ${lines.join('\n  ')}`);
  test.info().annotations.push({ type: 'bundle-size', description: `${(total / 1000).toFixed(1)} kB gzipped` });
  // Nothing of the admin area or the auth modals is fetched before interaction.
  expect([...scripts.keys()].filter((p) => /admin|login-modal|register-modal/.test(p))).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
