import { expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations } from './support';

test('home page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the open login modal has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  // Wait for the open animation so colours are measured at full opacity.
  await page.waitForTimeout(300);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the admin dashboard has no serious or critical axe violations', async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the settings page with its scheduled jobs at ${width} px has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto('/admin/configuracoes');
    await expect(page.getByRole('heading', { level: 2, name: 'Tarefas agendadas' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Executar agora/ }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
