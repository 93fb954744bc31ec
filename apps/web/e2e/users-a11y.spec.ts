import { expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations } from './support';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('/admin/usuarios, its create dialog and its details have no serious or critical axe violations', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await loginViaApi(page, 'DEDPREMIUM');
      await page.goto('/admin/usuarios');
      await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Novo usuário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
      await dialog.getByLabel('Perfil').selectOption({ label: 'Vendedor' });
      await expect(dialog.getByRole('combobox', { name: /^Loja/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Selecione uma loja')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page
        .getByRole('button', { name: /^Ver usuário / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Detalhes do usuário' }).getByText('Cadastrado em')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
