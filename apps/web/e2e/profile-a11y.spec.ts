import { expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations } from './support';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    // A customer's profile is in its area; a member of staff's in the admin area.
    for (const [role, path] of [
      ['CLIENTE', '/meu-dados'],
      ['LOJISTA', '/admin/meus-dados'],
    ] as const) {
      test(`${path} for ${role} has no serious or critical axe violations, with errors shown`, async ({ page }) => {
        test.setTimeout(240_000);
        await loginViaApi(page, role);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
        await expect(page.getByLabel('Nome Completo')).not.toHaveValue('');
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.getByLabel('Nova Senha').fill('NovaSenha2026');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await expect(page.getByText('Informe a senha atual para definir uma nova senha')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        // Nothing overflows the phone's width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
