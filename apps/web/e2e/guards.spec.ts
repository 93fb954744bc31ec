import { expect, test } from './fixtures';

test.describe('visitor', () => {
  test('sees the home header and is sent from /cliente to /', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(header.getByText(/Você tem/)).toHaveCount(0);

    // Sent home with the login modal open (it leaves the header out of reach until closed).
    await page.goto('/cliente');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('is sent away from the admin area', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/lojas/123');
    await expect(page).toHaveURL(/\/$/);
  });

  test('gets a real 404 page for an unknown address', async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  test('public pages render a titled page', async ({ page }) => {
    for (const [path, title] of [
      ['/lojas-participantes', 'Lojas participantes'],
      ['/faq', 'Perguntas frequentes'],
      ['/regulamento', 'Regulamento'],
      ['/contato', 'Contato'],
      // Public although it sits under /cliente: a voucher opens from its link alone.
      ['/cliente/voucher?code=ABC123', 'Voucher'],
      // Password links open logged out: the e-mailed link is all the person has.
      ['/esqueci-minha-senha', 'Esqueci minha senha'],
      ['/redefinir-senha?token=abc', 'Redefinir senha'],
      ['/shopkeeper/set-password?token=abc', 'Definir senha'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('the footer shows concierge hours, contact and the rules link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Segunda a sexta')).toBeVisible();
    await expect(footer.getByText('10h às 21h')).toBeVisible();
    await expect(footer.getByText('Domingos e feriados')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Regulamento' })).toHaveAttribute('href', '/regulamento');
  });
});
