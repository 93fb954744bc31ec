import { expect, type Page, test } from './fixtures';
import { loginViaApi, resize, snapshot } from './support';

// Written for people to look at (apps/web/e2e/screenshots/, not committed) when E2E_SCREENSHOTS=1.
const DIR = 'e2e/screenshots';
const WIDTHS = [360, 390, 1280] as const;
const viewport = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

/** The page as loaded, at `width`: fonts in, and nothing wider than the screen. */
async function settle(page: Page, name: string, width: number) {
  await resize(page, viewport(width));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Responsive from phones up: nothing may push the page sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px: nothing pushes the page sideways`).toBeLessThanOrEqual(0);
}

// Each page loaded once, at the narrowest width, then looked at in each width in turn.

test(`home and login modal at ${WIDTHS.join(', ')}px`, async ({ page }) => {
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of WIDTHS) {
    await settle(page, 'home', width);
    await expect(page.getByRole('heading', { level: 1 }), `home at ${width}px`).toBeVisible();
    await snapshot(page, `${DIR}/home-${width}.png`, { fullPage: true });
  }
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(page.getByRole('dialog', { name: 'Entrar' }), `the login modal at ${width}px`).toBeVisible();
    await snapshot(page, `${DIR}/login-modal-${width}.png`, { animations: 'disabled' });
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Cadastre-se' }).click();
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(page.getByRole('dialog', { name: 'Cadastre-se' }), `the register modal at ${width}px`).toBeVisible();
    await snapshot(page, `${DIR}/register-modal-${width}.png`, { animations: 'disabled' });
  }
});

test(`client home at ${WIDTHS.join(', ')}px`, async ({ page }) => {
  await loginViaApi(page, 'CLIENTE');
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto('/cliente');
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(page.getByTestId('points-balance'), `/cliente at ${width}px`).toBeVisible();
    await settle(page, '/cliente', width);
    await snapshot(page, `${DIR}/client-home-${width}.png`, { fullPage: true });
  }
});

test(`admin dashboard at ${WIDTHS.join(', ')}px`, async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto('/admin/dashboard');
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dashboard' }),
      `/admin/dashboard at ${width}px`,
    ).toBeVisible();
    await settle(page, '/admin/dashboard', width);
    await snapshot(page, `${DIR}/admin-dashboard-${width}.png`, { fullPage: true });
  }
});
