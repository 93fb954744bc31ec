import { expect, test } from './fixtures';
import { type DemoRole, loginViaApi, seriousA11yViolations } from './support';

// The money screens (statements, a statement's page, bills), as the administrator and the store
// owner, on a phone and a desktop. The demo data holds last month's statements of the first four
// stores; the bills screen needs the bills API (`GET /api/bills`).

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

async function firstStatementPath(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/admin/extratos/financeiro');
  const view = page.getByRole('link', { name: /^Ver extrato / }).first();
  await expect(view).toBeVisible();
  return (await view.getAttribute('href')) ?? '';
}

for (const viewport of WIDTHS) {
  for (const role of ['DEDPREMIUM', 'LOJISTA'] as DemoRole[]) {
    test(`statements (${role}) at ${viewport.width} px have no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await loginViaApi(page, role);
      await page.goto('/admin/extratos/financeiro');
      await expect(page.getByRole('heading', { level: 1, name: 'Extrato Financeiro' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Ver extrato / }).first()).toBeVisible();
      await expect(page.getByTestId('total-value')).toContainText('Valor total: R$');
      await expect(page.getByRole('button', { name: /Processar extrato/ })).toHaveCount(role === 'LOJISTA' ? 0 : 1);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`a statement's page (${role}) at ${viewport.width} px has no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await loginViaApi(page, role);
      await page.goto(await firstStatementPath(page));
      await expect(page.getByRole('heading', { level: 2, name: 'Vendas do extrato' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Histórico' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`bills (${role}) at ${viewport.width} px have no serious or critical axe violations`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await loginViaApi(page, role);
      await page.goto('/admin/lojas/boletos');
      await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Boletos' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test(`the process dialog at ${viewport.width} px has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto('/admin/extratos/financeiro');
    await page.getByRole('button', { name: /Processar extrato/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Processar extrato' });
    await expect(dialog.getByRole('checkbox', { name: /Selecionar todas/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Processar' }).click();
    await expect(dialog.getByText('Selecione pelo menos uma loja')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
