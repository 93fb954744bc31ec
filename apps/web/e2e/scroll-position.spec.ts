import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// A page opened by address starts at the top: it does not inherit the scroll of the page before it.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrolledStatement(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/extratos/pontuacao');
  await expect(page.getByRole('button', { name: 'Aprovar compra' }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
}

test('a page opened by address starts at the top, not where the previous page was', async ({ page }) => {
  await scrolledStatement(page);
  await page.goto('/admin/lojas');
  await expect(page.getByRole('link', { name: /^Editar loja/ }).first()).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});
