import { expect, test } from './fixtures';
import { checkAtWidths, loginViaApi, seriousA11yViolations } from './support';

const WIDTHS = [390, 1280].map((width) => ({ width, height: width < 600 ? 844 : 800 }));

type Problem = Awaited<ReturnType<typeof seriousA11yViolations>>[number] | string;

// A customer's profile is in its area; a member of staff's in the admin area. Each loaded once, at
// the phone's width, and checked at each width, then with its errors shown at each width.
for (const [role, path] of [
  ['CLIENTE', '/meu-dados'],
  ['LOJISTA', '/admin/meus-dados'],
] as const) {
  test(`${path} for ${role} at 390 and 1280 px has no serious or critical axe violations, with errors shown`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginViaApi(page, role);
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
    await expect(page.getByLabel('Nome Completo')).not.toHaveValue('');
    await page.waitForLoadState('networkidle');
    const problems: Record<string, Problem[]> = {};
    await checkAtWidths(page, WIDTHS, `${path} as ${role}`, problems, async ({ width }) => {
      const at = `${path} as ${role} at ${width}px`;
      await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' }), at).toBeVisible();
      await expect(page.getByLabel('Nome Completo'), at).not.toHaveValue('');
      return seriousA11yViolations(page);
    });

    await page.getByLabel('Nova Senha').fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await checkAtWidths(page, WIDTHS, `${path} as ${role}, errors shown`, problems, async ({ width }) => {
      await expect(
        page.getByText('Informe a senha atual para definir uma nova senha'),
        `${path} as ${role} at ${width}px`,
      ).toBeVisible();
      const found: Problem[] = await seriousA11yViolations(page);
      // Nothing overflows the screen's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`the page is ${overflow}px wider than the screen`);
      return found;
    });
    expect(problems).toEqual({});
  });
}
