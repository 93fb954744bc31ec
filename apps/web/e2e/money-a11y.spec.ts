import { expect, type Page, test } from './fixtures';
import { checkAtWidths, type DemoRole, loginViaApi, seriousA11yViolations } from './support';

// The money screens (statements, a statement's page, bills), as the administrator and the store
// owner, on a phone and a desktop. The demo data holds last month's statements of the first four
// stores; the bills screen needs the bills API (`GET /api/bills`).

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

async function firstStatementPath(page: Page): Promise<string> {
  await page.goto('/admin/extratos/financeiro');
  const view = page.getByRole('link', { name: /^Ver extrato / }).first();
  await expect(view).toBeVisible();
  return (await view.getAttribute('href')) ?? '';
}

// One test per role, visiting the screens in turn: each loaded once, at the phone's width, and
// checked at each width (what is asserted before axe runs is asserted at each width too).
for (const role of ['DEDPREMIUM', 'LOJISTA'] as DemoRole[]) {
  test(`statements, a statement's page, bills${role === 'DEDPREMIUM' ? ' and the process dialog' : ''} (${role}) at 390 and 1280 px have no serious or critical axe violations`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginViaApi(page, role);
    const problems: Record<string, Violation[]> = {};

    await test.step(`statements (${role})`, async () => {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto('/admin/extratos/financeiro');
      await page.waitForLoadState('networkidle');
      await checkAtWidths(page, WIDTHS, `statements (${role})`, problems, async ({ width }) => {
        const at = `statements (${role}) at ${width}px`;
        await expect(page.getByRole('heading', { level: 1, name: 'Extrato Financeiro' }), at).toBeVisible();
        await expect(page.getByRole('link', { name: /^Ver extrato / }).first(), at).toBeVisible();
        await expect(page.getByTestId('total-value'), at).toContainText('Valor total: R$');
        await expect(page.getByRole('button', { name: /Processar extrato/ }), at).toHaveCount(
          role === 'LOJISTA' ? 0 : 1,
        );
        return seriousA11yViolations(page);
      });
    });

    await test.step(`a statement's page (${role})`, async () => {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto(await firstStatementPath(page));
      await page.waitForLoadState('networkidle');
      await checkAtWidths(page, WIDTHS, `a statement's page (${role})`, problems, async ({ width }) => {
        const at = `a statement's page (${role}) at ${width}px`;
        await expect(page.getByRole('heading', { level: 2, name: 'Vendas do extrato' }), at).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Histórico' }), at).toBeVisible();
        return seriousA11yViolations(page);
      });
    });

    await test.step(`bills (${role})`, async () => {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto('/admin/lojas/boletos');
      await page.waitForLoadState('networkidle');
      await checkAtWidths(page, WIDTHS, `bills (${role})`, problems, async ({ width }) => {
        const at = `bills (${role}) at ${width}px`;
        await expect(page.getByRole('heading', { level: 1, name: 'Boletos' }), at).toBeVisible();
        // A phone reads the bills as cards (a list), a wider screen as the table.
        await expect(page.getByRole(width < 640 ? 'list' : 'table', { name: 'Boletos' }), at).toBeVisible();
        return seriousA11yViolations(page);
      });
    });

    // The process dialog, opened once with its error shown, checked at each width.
    if (role === 'DEDPREMIUM') {
      await test.step('the process dialog', async () => {
        await page.setViewportSize(WIDTHS[0]!);
        await page.goto('/admin/extratos/financeiro');
        await page.getByRole('button', { name: /Processar extrato/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Processar extrato' });
        await dialog.getByRole('radio', { name: 'Escolher lojas' }).check();
        await expect(dialog.getByRole('checkbox', { name: /Selecionar todas/ })).toBeVisible();
        await dialog.getByRole('button', { name: 'Processar' }).click();
        await checkAtWidths(page, WIDTHS, 'the process dialog', problems, async ({ width }) => {
          const at = `the process dialog at ${width}px`;
          await expect(dialog.getByRole('checkbox', { name: /Selecionar todas/ }), at).toBeVisible();
          await expect(dialog.getByText('Selecione pelo menos uma loja'), at).toBeVisible();
          return seriousA11yViolations(page);
        });
      });
    }

    expect(problems).toEqual({});
  });
}
