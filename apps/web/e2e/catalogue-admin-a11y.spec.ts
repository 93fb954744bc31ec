import { expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations } from './support';

const PAGES = [
  '/admin/campanhas',
  '/admin/campanhas/cadastrar',
  '/admin/segmentos',
  '/admin/lojas/cadastrar',
  '/admin/brindes',
  '/admin/brindes/cadastrar',
];

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

// One test visiting the pages in turn in one browser page: a new page and a login per page cost
// more than the check. Findings are collected by page.
test(`${PAGES.join(', ')} have no serious or critical axe violations`, async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  const problems: Record<string, Violation[]> = {};
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      const found = await seriousA11yViolations(page);
      if (found.length > 0) problems[`${path} as DEDPREMIUM at 1280px`] = found;
    });
  }
  expect(problems).toEqual({});
});
