import { expect, test } from './fixtures';
import { loginViaApi } from './support';

const PUBLIC = ['Lojas participantes', 'Regulamento', 'FAQ', 'Contato'];

test('a customer reaches the public pages from its header: "Mais" on a desktop', async ({ page }) => {
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/cliente');
  const nav = page.getByRole('navigation', { name: 'Área do cliente' });
  const more = nav.getByRole('button', { name: 'Mais' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list').getByRole('link')).toHaveText(PUBLIC);
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
  // Still the customer's header, with its balance.
  await expect(page.getByTestId('points-balance')).toBeVisible();
});

test('a customer reaches the public pages from the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/cliente');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of PUBLIC) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'Contato' }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByTestId('points-balance')).toBeVisible();
});

test('a member of staff on a public page gets the public header with "Painel", never a balance', async ({ page }) => {
  await loginViaApi(page, 'LOJISTA');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
