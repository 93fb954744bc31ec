import { expect, test } from './fixtures';
import { type DemoRole, loginViaApi } from './support';

// The redemptions page names who is looking, and the admin logo's name holds its visible tag.

const EYEBROWS: [DemoRole, RegExp][] = [
  ['DEDPREMIUM', /^Administrador$/],
  ['SMART', /^Administrador Smart$/],
  ['CONCIERGE', /^Concierge$/],
  ['LOJISTA', /^(?!Concierge$).+/],
];

for (const [role, eyebrow] of EYEBROWS) {
  test(`/admin/resgates names the ${role} view above its title`, async ({ page }) => {
    await loginViaApi(page, role);
    await page.goto('/admin/resgates');
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Resgates' }) });
    await expect(header.locator('p').first()).toHaveText(eyebrow);
  });
}

test("the shopkeeper's redemptions page names the shopkeeper's store", async ({ page }) => {
  await loginViaApi(page, 'LOJISTA');
  await page.goto('/admin/resgates');
  const storeName = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { store?: { tradeName?: string } }).store?.tradeName,
  );
  expect(storeName).toBeTruthy();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Resgates' }) });
  await expect(header.locator('p').first()).toHaveText(storeName!);
});

test('the admin logo link is named with its visible ADMIN tag', async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/resgates');
  const logo = page.getByRole('banner').getByRole('link', { name: /Clube Decor & Design Admin/ });
  await expect(logo).toBeVisible();
  await expect(logo).toContainText('Admin');
});
