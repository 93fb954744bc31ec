import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkAtWidths, loginViaApi, pickOption, seriousA11yViolations, toast } from './support';

/** A past campaign made for the test through the API (left inactive), so no other spec's data changes. */
async function ownCampaign(page: Page): Promise<{ id: string; name: string }> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'Demo@1234' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const name = `Campanha do log ${Math.random().toString(36).slice(2, 7)}`;
  const res = await page.request.post('/api/campaigns', {
    headers,
    data: {
      name,
      description: 'Campanha para o log',
      startDate: '2020-01-01',
      endDate: '2020-01-31',
      conversionRate: 100,
    },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).data.id as string, name };
}

test('an administrator edits a campaign, then finds the change in the audit log and reads its diff', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');

  // The change: the name of a campaign of the test's own (the demo's campaigns are other specs'
  // data: renaming the active one would change what they read), through its edit form.
  const oldName = await ownCampaign(page);
  await page.goto(`/admin/campanhas/editar/${oldName.id}`);
  await expect(page.getByRole('heading', { name: 'Editar campanha' })).toBeVisible();
  const name = page.getByLabel('Nome');
  await expect(name).toHaveValue(oldName.name);
  const newName = `${oldName.name} (revista)`;
  await name.fill(newName);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Campanha atualizada com sucesso')).toBeVisible();

  // The log: module, user and today's period, kept in the address.
  await page.goto('/admin/configuracoes/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  await page.getByLabel('Módulo').selectOption('Campaign');
  await expect(page).toHaveURL(/moduleName=Campaign/);
  await pickOption(page, page.getByRole('combobox', { name: 'Usuário' }), 'Ana Administradora (admin@example.com)');
  await expect(page).toHaveURL(/userId=/);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await page.getByLabel('Data inicial').fill(today);
  await page.getByLabel('Data final').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));

  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Campanhas');
  await expect(rows.first()).toContainText('Ana Administradora');
  for (const row of await rows.all()) await expect(row).toContainText('Campanhas');

  // A reload keeps the filters (the address holds them).
  await page.reload();
  await expect(page.getByLabel('Módulo')).toHaveValue('Campaign');
  await expect(page.getByRole('combobox', { name: 'Usuário' })).toHaveValue('Ana Administradora (admin@example.com)');

  await page
    .getByRole('button', { name: /^Ver detalhes: Campanhas Edição/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do log' });
  await expect(dialog).toBeVisible();
  // In Portuguese, the change first; the fields left as they were folded, written as the app writes them.
  await expect(dialog.getByText('Campanhas · Edição')).toBeVisible();
  const changes = dialog.getByRole('table', { name: /Campos alterados/ });
  await expect(changes.locator('tbody tr')).toHaveCount(1);
  const nameRow = changes.getByRole('row', { name: /^Nome Alterado/ });
  await expect(nameRow).toContainText(oldName.name);
  await expect(nameRow).toContainText(newName);
  await expect(nameRow).toHaveAttribute('data-kind', 'changed');
  await expect(dialog.getByText(/^Campos: 1 alterado/)).toBeVisible();
  const others = dialog.getByText(/^Outros campos \(\d+\)$/);
  await expect(dialog.getByRole('row', { name: /^Data de início/ })).toBeHidden();
  await others.click();
  await expect(dialog.getByRole('row', { name: /^Data de início/ })).toContainText('01/01/2020');
  await expect(dialog.getByRole('row', { name: /^Taxa de conversão/ })).toContainText('100%');
  await expect(dialog.getByRole('row', { name: /^Criado em/ })).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A period with nothing in it says so.
  await page.getByLabel('Data inicial').fill('2000-01-01');
  await page.getByLabel('Data final').fill('2000-01-02');
  await expect(page.getByText('Nenhum registro encontrado para estes filtros.')).toBeVisible();
});

test('the log pages by cursor: Próximos, Anteriores and Mais recentes', async ({ page }) => {
  // More entries than a page: twelve edits of a campaign's description.
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'Demo@1234' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const campaign = await ownCampaign(page);
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.patch(`/api/campaigns/${campaign.id}`, {
      headers,
      data: { description: `Descrição revista ${i}` },
    });
    expect(res.ok()).toBeTruthy();
  }
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/configuracoes/logs');
  const pager = page.getByRole('navigation', { name: 'Páginas do log' });
  const rows = page.locator('tbody tr');
  // Which edit a row is: its diff names the description it wrote.
  const revisionOf = async (index: number) => {
    await page
      .getByRole('button', { name: /^Ver detalhes/ })
      .nth(index)
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes do log' });
    const text = await dialog.getByRole('row', { name: /^Descrição Alterado/ }).innerText();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return Number(/Descrição revista (\d+)\s*$/.exec(text.trim())?.[1]);
  };

  // The newest page: the last ten edits, newest first.
  await expect(rows).toHaveCount(10);
  await expect(pager.getByRole('button', { name: 'Anteriores' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Mais recentes' })).toHaveCount(0);
  expect(await revisionOf(0)).toBe(12);
  expect(await revisionOf(9)).toBe(3);
  // Older: the edits before those, then the rest of the history.
  await pager.getByRole('button', { name: 'Próximos' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(pager.getByRole('button', { name: 'Anteriores' })).toBeEnabled();
  expect(await revisionOf(0)).toBe(2);
  expect(await revisionOf(1)).toBe(1);
  // Back to the newest page, and again from Mais recentes.
  await pager.getByRole('button', { name: 'Anteriores' }).click();
  await expect(pager.getByRole('button', { name: 'Anteriores' })).toBeDisabled();
  await expect(rows).toHaveCount(10);
  expect(await revisionOf(0)).toBe(12);
  await pager.getByRole('button', { name: 'Próximos' }).click();
  await expect(pager.getByRole('button', { name: 'Mais recentes' })).toBeVisible();
  expect(await revisionOf(0)).toBe(2);
  await pager.getByRole('button', { name: 'Mais recentes' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  expect(await revisionOf(0)).toBe(12);
});

// The log loaded once, at the phone's width; it and its details dialog checked at each width.
test('the audit log has no serious or critical axe violations at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(240_000);
  const viewports = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(viewports[0]!);
  await page.goto('/admin/configuracoes/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems: Record<string, Awaited<ReturnType<typeof seriousA11yViolations>>> = {};
  await checkAtWidths(page, viewports, '/admin/configuracoes/logs', problems, async ({ width }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' }), `the log at ${width}px`).toBeVisible();
    return seriousA11yViolations(page);
  });
  await page
    .getByRole('button', { name: /^Ver detalhes/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do log' });
  await checkAtWidths(page, viewports, 'the details dialog', problems, async ({ width }) => {
    await expect(dialog, `the details at ${width}px`).toBeVisible();
    // Each badge ("Alterado", "Adicionado") reads whole on one line, never cut mid-word.
    const badges = await dialog
      .locator('[data-tone]')
      .evaluateAll((els) =>
        els
          .filter((el) => el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).lineHeight) * 1.5)
          .map((el) => ({ id: 'badge on two lines', impact: 'serious', nodes: [el.textContent ?? ''] })),
      );
    return [...badges, ...(await seriousA11yViolations(page))];
  });
  expect(problems).toEqual({});
});
