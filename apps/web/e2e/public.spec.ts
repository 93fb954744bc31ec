import { type APIRequestContext, expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations, toast } from './support';

const BRAND = 'Clube Decor & Design';

interface Campaign {
  name: string;
  startDate: string;
  endDate: string;
}
interface Faq {
  id: string;
  question: string;
  order: number;
}

const br = (iso: string) => iso.split('-').reverse().join('/');

async function activeCampaign(request: APIRequestContext): Promise<Campaign> {
  const res = await request.get('/api/campaigns/active');
  expect(res.ok()).toBeTruthy();
  const { data } = (await res.json()) as { data: Campaign | null };
  expect(data, 'the demo data has an active campaign').not.toBeNull();
  return data as Campaign;
}

async function faqs(request: APIRequestContext): Promise<Faq[]> {
  const res = await request.get('/api/faqs');
  return ((await res.json()) as { data: Faq[] }).data;
}

test('a guest sees the campaign line and the featured prizes; a prize asks to log in', async ({ page, request }) => {
  const campaign = await activeCampaign(request);
  await page.goto('/');
  await expect(page.getByText(`CAMPANHA VIGENTE de ${br(campaign.startDate)} a ${br(campaign.endDate)}`)).toBeVisible();

  const prizes = page.getByRole('region', { name: 'Em destaque' }).getByRole('listitem');
  await expect(prizes).toHaveCount(4);
  await prizes.first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  await expect(toast(page, 'Faça o login para resgatar este benefício')).toBeVisible();
});

test('the advantages register button opens the registration modal', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Mais motivos para voltar' })
    .getByRole('button', { name: 'Cadastre-se' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cadastre-se' })).toBeVisible();
});

test('participating stores filter by a segment chip and "Limpar filtro" restores the list', async ({ page }) => {
  await page.goto('/lojas-participantes');
  const stores = page.getByRole('list', { name: 'Lojas' }).locator(':scope > li');
  await expect(stores.first()).toBeVisible();
  const all = await stores.count();
  expect(all).toBeGreaterThan(3);

  const chip = page.getByRole('button', { name: 'Iluminação', exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?segmento=/);
  await expect(page.getByRole('list', { name: 'Lojas' })).toHaveAttribute('aria-busy', 'false');
  const filtered = await stores.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const card of await stores.all()) await expect(card).toContainText('Iluminação');

  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(stores).toHaveCount(all);
  await expect(page.getByRole('button', { name: 'Limpar filtro' })).toBeHidden();
});

test('the FAQ accordion keeps one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions.first()).toBeVisible();
  const first = page.getByRole('main').locator('button[aria-controls]').nth(0);
  const second = page.getByRole('main').locator('button[aria-controls]').nth(1);
  await expect(first).toContainText('1.');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(firstPanel).toBeVisible();

  // Keyboard: arrow down moves to the next question, Enter opens it and closes the first.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
});

test('a visitor sends a contact message and sees the server message', async ({ page }) => {
  await page.goto('/contato');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome' }).fill('Marina Prado');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('marina.prado@example.com');
  await page.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987654321');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await page
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Gostaria de saber se compras on-line das lojas participantes valem pontos.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/clients/contact') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enviar mensagem' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { message } = (await response.json()) as { message: string };
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
});

test("the rules page carries the active campaign's name in its title and its dates", async ({ page, request }) => {
  const campaign = await activeCampaign(request);
  await page.goto('/regulamento');
  const title = `Regulamento do ${BRAND} - ${campaign.name}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(title);
  await expect(page.getByText(`${br(campaign.startDate)} a ${br(campaign.endDate)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Política de privacidade' })).toBeVisible();
});

test.describe('FAQ administration', () => {
  // Both change the shared list: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('an administrator adds, edits and removes a question', async ({ page, request }) => {
    const count = (await faqs(request)).length;
    const question = `Compras on-line valem pontos? ${Date.now()}`;
    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto('/admin/configuracoes/faq');
    const items = page.getByTestId('faq-admin-item');
    await expect(items).toHaveCount(count);

    await page.getByRole('button', { name: 'Nova Pergunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Pergunta' });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Pergunta é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Resposta é obrigatória')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Pergunta' }).fill(question);
    await dialog
      .getByRole('textbox', { name: 'Resposta' })
      .fill('Somente compras feitas nas lojas físicas do shopping.');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(count + 1);
    await expect(items.last()).toContainText(`${count + 1}. ${question}`);

    const position = count + 1;
    await page.getByRole('button', { name: `Editar pergunta ${position}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Pergunta' });
    await expect(edit.getByRole('textbox', { name: 'Pergunta' })).toHaveValue(question);
    await edit.getByRole('textbox', { name: 'Resposta' }).fill('Não: valem as compras nas lojas do shopping.');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await items.last().getByRole('button', { expanded: false }).click();
    await expect(items.last()).toContainText('Não: valem as compras nas lojas do shopping.');

    await page.getByRole('button', { name: `Remover pergunta ${position}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover pergunta' });
    await expect(confirm).toContainText('Tem certeza que deseja remover esta pergunta?');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(items).toHaveCount(count);
    await expect(page.getByText(question)).toBeHidden();
  });

  test('an administrator reorders the FAQ with the keyboard and a guest sees the new order', async ({
    browser,
    page,
    request,
  }) => {
    const before = await faqs(request);
    expect(before.length).toBeGreaterThan(1);
    const [q1, q2] = before as [Faq, Faq];

    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto('/admin/configuracoes/faq');
    const handle = page.getByRole('button', { name: `Mover pergunta 1: ${q1.question}` });
    await handle.focus();
    // dnd-kit listens for the arrows only once the drag has started: follow its announcements.
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(live).toContainText('Pergunta 1 sobre a posição 1 de');
    await page.keyboard.press('ArrowDown');
    await expect(live).toContainText('Pergunta 1 sobre a posição 2 de');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/faqs/bulk/order'));
    await page.keyboard.press('Space');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual(
      [q2, q1, ...before.slice(2)].map((f, i) => ({ id: f.id, order: i + 1 })),
    );
    await expect(live).toContainText('Pergunta solta na posição 2 de');

    const items = page.getByTestId('faq-admin-item');
    await expect(items.nth(0)).toContainText(q2.question);
    await expect(items.nth(1)).toContainText(q1.question);
    await expect(page.getByRole('button', { name: `Mover pergunta 1: ${q2.question}` })).toBeVisible();

    const guest = await browser.newPage();
    await guest.goto('/faq');
    const questions = guest.getByRole('main').locator('button[aria-controls]');
    await expect(questions.nth(0)).toContainText(`1. ${q2.question}`);
    await expect(questions.nth(1)).toContainText(`2. ${q1.question}`);
    await guest.close();

    // Put the demo order back for whoever runs next, through the same endpoint.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const restore = await request.patch('/api/faqs/bulk/order', {
      headers: { Authorization: `Bearer ${token}` },
      data: before.map(({ id, order }) => ({ id, order })),
    });
    expect(restore.ok()).toBeTruthy();
  });
});

// The public pages visited in turn in one browser page (a new page per check cost more than the
// check); findings collected by page.
const AXE_PAGES = ['/lojas-participantes', '/faq', '/contato', '/regulamento'];
test(`${AXE_PAGES.join(', ')} have no serious or critical axe violations`, async ({ page }) => {
  const problems: Record<string, Awaited<ReturnType<typeof seriousA11yViolations>>> = {};
  for (const path of AXE_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      const found = await seriousA11yViolations(page);
      if (found.length > 0) problems[`${path} as a visitor at 1280px`] = found;
    });
  }
  expect(problems).toEqual({});
});

test('the admin FAQ settings have no serious or critical axe violations', async ({ page }) => {
  await loginViaApi(page, 'SMART');
  await page.goto('/admin/configuracoes/faq');
  await expect(page.getByTestId('faq-admin-item').first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
