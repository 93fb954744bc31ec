import { expect, test } from './fixtures';
import { checkAtWidths, loginViaApi, seriousA11yViolations } from './support';

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

// The settings page loaded once, at the phone's width, and checked at each width.
test('the settings page with its scheduled jobs at 390 and 1280 px has no serious or critical axe violations', async ({
  page,
}) => {
  const widths = [390, 1280].map((width) => ({ width, height: 900 }));
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(widths[0]!);
  await page.goto('/admin/configuracoes');
  const problems: Record<string, Awaited<ReturnType<typeof seriousA11yViolations>>> = {};
  await checkAtWidths(page, widths, '/admin/configuracoes', problems, async ({ width }) => {
    const at = `/admin/configuracoes at ${width}px`;
    await expect(page.getByRole('heading', { level: 2, name: 'Tarefas agendadas' }), at).toBeVisible();
    await expect(page.getByRole('button', { name: /Executar agora/ }).first(), at).toBeVisible();
    return seriousA11yViolations(page);
  });
  expect(problems).toEqual({});
});
