import { expect, test } from './fixtures';
import { checkAtWidths, loginViaApi, seriousA11yViolations } from './support';

const WIDTHS = [390, 1280].map((width) => ({ width, height: width < 600 ? 844 : 800 }));

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

// The list loaded once, at the phone's width; it, its create dialog (with an error shown) and its
// details dialog each checked at each width.
test('/admin/usuarios, its create dialog and its details at 390 and 1280 px have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto('/admin/usuarios');
  await page.waitForLoadState('networkidle');
  const problems: Record<string, Violation[]> = {};
  await checkAtWidths(page, WIDTHS, '/admin/usuarios', problems, async ({ width }) => {
    const at = `/admin/usuarios at ${width}px`;
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' }), at).toBeVisible();
    await expect(page.getByRole('switch').first(), at).toBeVisible();
    return seriousA11yViolations(page);
  });

  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByLabel('Perfil').selectOption({ label: 'Vendedor' });
  await expect(dialog.getByRole('combobox', { name: /^Loja/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await checkAtWidths(page, WIDTHS, 'the create dialog, with an error', problems, async ({ width }) => {
    await expect(dialog.getByText('Selecione uma loja'), `the create dialog at ${width}px`).toBeVisible();
    return seriousA11yViolations(page);
  });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page
    .getByRole('button', { name: /^Ver usuário / })
    .first()
    .click();
  await checkAtWidths(page, WIDTHS, 'the details dialog', problems, async ({ width }) => {
    await expect(
      page.getByRole('dialog', { name: 'Detalhes do usuário' }).getByText('Cadastrado em'),
      `the details dialog at ${width}px`,
    ).toBeVisible();
    return seriousA11yViolations(page);
  });
  expect(problems).toEqual({});
});
