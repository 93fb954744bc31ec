import { expect, test } from './fixtures';
import { customerWithPurchases, downloaded, linkFromMail, loginViaModal, toast } from './support';

// A customer's own account from end to end, through the screens: it corrects its profile, forgets
// its password and sets a new one from the e-mailed link, downloads its data (the correction and
// its purchase in it) and deletes its account.

test('a customer edits its profile, resets a forgotten password by e-mail, downloads its data and deletes its account', async ({
  page,
  server,
}) => {
  test.setTimeout(360_000);
  const customer = await customerWithPurchases(page.request, 2500);
  const newName = `Regina Renovada ${Date.now().toString(36)}`;
  const newPassword = 'Lembrei2026';

  // 1. MEUS DADOS: a new name and phone.
  await loginViaModal(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/cliente$/);
  await page.goto('/meu-dados');
  await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
  await page.getByLabel('Nome Completo').fill(newName);
  // As a person does it: select what is there and type over it.
  await page.getByLabel('Telefone').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByLabel('Telefone').pressSequentially('11912345678');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Dados atualizados com sucesso!')).toBeVisible();
  // The save is over when the button reads "Salvar" again (the toast comes a moment before).
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeEnabled();
  await expect(page.getByRole('banner')).toContainText(`Olá, ${newName.split(' ')[0]}`);

  // 2. It logs out; later the password is forgotten: a link by e-mail sets a new one.
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The goodbye toast opens below the header: it never covers the Login button.
  const bye = toast(page, 'Até logo');
  await expect(bye).toBeVisible();
  const [toastBox, bannerBox] = [await bye.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('E-mail ou login').fill(customer.email);
  await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail');
  await page.goto(await linkFromMail(server.mailUrl, customer.email, '/redefinir-senha'));
  await page.getByLabel('Nova senha').fill(newPassword);
  await page.getByLabel('Confirmar senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/cliente$/);
  const old = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(old.status()).toBe(401);

  // 3. Its data, as it is now: the corrected name and phone, and the approved purchase.
  await page.goto('/meu-dados');
  await expect(page.getByLabel('Nome Completo')).toHaveValue(newName);
  const json = await downloaded(page, 'Baixar meus dados (JSON)');
  const data = JSON.parse(json.text);
  expect(data.profile).toMatchObject({ name: newName, email: customer.email, phone: '11912345678' });
  expect(data.purchases).toHaveLength(1);
  expect(data.purchases[0]).toMatchObject({ status: 'approved' });
  const csv = await downloaded(page, 'Baixar compras e resgates (CSV)');
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Tipo;Data;Loja;Nota fiscal;/);
  expect(lines.filter((l) => l.startsWith('Compra;'))).toHaveLength(1);
  expect(lines.find((l) => l.startsWith('Compra;'))).toContain('2.500,00');

  // 4. The account is deleted with the new password; neither password opens it again.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await dialog.getByLabel('Sua senha').fill(newPassword);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(toast(page, 'Sua conta foi excluída e seus dados pessoais foram anonimizados.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  for (const password of [newPassword, customer.password]) {
    const again = await page.request.post('/api/auth/login', { data: { email: customer.email, password } });
    expect(again.status()).toBe(401);
  }
});
