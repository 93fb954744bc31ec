import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// Written for people to look at (apps/web/e2e/screenshots/, not committed).
const DIR = 'e2e/screenshots';
const WIDTHS = [360, 390, 1280] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Responsive from phones up: nothing may push the page sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('home and login modal', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/home-${width}.png`, fullPage: true });
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/login-modal-${width}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Cadastre-se' }).click();
      await expect(page.getByRole('dialog', { name: 'Cadastre-se' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/register-modal-${width}.png` });
    });

    test('client home', async ({ page }) => {
      await loginViaApi(page, 'CLIENTE');
      await page.goto('/cliente');
      await expect(page.getByTestId('points-balance')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/client-home-${width}.png`, fullPage: true });
    });

    test('admin dashboard', async ({ page }) => {
      await loginViaApi(page, 'DEDPREMIUM');
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/admin-dashboard-${width}.png`, fullPage: true });
    });
  });
}
