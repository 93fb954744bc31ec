import { expect, test } from './fixtures';
import { loginViaApi } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the admin menu folds into a panel that closes on an outside click', async ({ page }) => {
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('admin-menu')).toBeHidden();
  await page.getByRole('button', { name: 'Menu administrativo' }).click();
  const panel = page.getByRole('navigation', { name: 'Menu administrativo' });
  await expect(panel.getByRole('link')).toHaveText([
    'Dashboard',
    'Resgates',
    'Clientes',
    'Extrato de Pontuação',
    'Extrato Financeiro',
    'Meus dados',
  ]);
  await page.mouse.click(200, 800);
  await expect(panel).toBeHidden();
});

test('on a phone the visitor reaches the public pages through the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
});
