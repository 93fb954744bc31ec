import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from './fixtures';
import { loginViaApi, pickOption, toast } from './support';

// A 1x1 PNG: enough for the server to read, re-encode and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE_TYPE = 'Apenas arquivos PNG, JPEG e WEBP são permitidos.';

/** A numeric CNPJ with valid check digits, random enough not to collide between runs. */
function generateCnpj(): string {
  const base = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  const digit = (nums: number[]) => {
    const weights = nums.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = nums.reduce((acc, n, i) => acc + n * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

test.describe.configure({ mode: 'serial' });

test('admin creates a segment, a store with CEP auto-fill, a campaign and a featured prize', async ({ page }) => {
  // The longest flow of the suite (four screens and an upload): room for a busy two-core machine.
  test.setTimeout(360_000);
  await loginViaApi(page, 'DEDPREMIUM');
  const tag = suffix();
  const segmentName = `Tapeçaria ${tag}`;
  const storeName = `Ateliê Trama ${tag}`;

  // Segment: a blank name is refused in the modal, a real one is created.
  await page.goto('/admin/segmentos');
  await page.getByRole('button', { name: 'Novo segmento' }).click();
  const segDialog = page.getByRole('dialog', { name: 'Novo segmento' });
  await segDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(segDialog.getByText('Nome do segmento é obrigatório')).toBeVisible();
  await segDialog.getByLabel('Nome').fill(segmentName);
  await segDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(segDialog).toBeHidden();
  await expect(toast(page, /Segmento .*sucesso/)).toBeVisible();

  // Store: no segment -> SPEC message; CEP fills street, neighbourhood, city and UF.
  await page.goto('/admin/lojas');
  await page.getByRole('link', { name: 'Cadastrar loja' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastrar loja' })).toBeVisible();
  await page.getByLabel('Nome fantasia').fill(storeName);
  await page.getByLabel('Razão social').fill(`Trama Decorações ${tag} Ltda`);
  await page.getByLabel('CNPJ').pressSequentially(generateCnpj());
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`contato.${tag.toLowerCase()}@trama.com.br`);
  await page.getByRole('textbox', { name: 'E-mail para notas fiscais 1' }).fill(`nf.${tag.toLowerCase()}@trama.com.br`);
  await page.getByRole('button', { name: 'Adicionar e-mail' }).click();
  await page.getByRole('button', { name: 'Adicionar e-mail' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail para notas fiscais 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar e-mail' })).toBeHidden();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(toast(page, 'Selecione pelo menos um segmento')).toBeVisible();

  await page.getByLabel('Segmento').selectOption({ label: segmentName });
  await page.getByLabel('CEP').pressSequentially('01310100');
  await page.getByLabel('CEP').blur();
  await expect(page.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  expect(await page.getByLabel('UF').locator('option:not([value=""])').count()).toBe(27);
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Taxa administrativa (%)').fill('2,5');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(toast(page, 'Loja cadastrada com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await expect(page.getByText('2,5%')).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Ações da loja' });
  const storeId = page.url().split('/').pop() ?? '';
  await expect(sidebar.getByRole('link', { name: 'Adicionar lojista' })).toHaveAttribute(
    'href',
    `/admin/lojas/cadastrar-lojista?storeId=${storeId}`,
  );
  await expect(sidebar.getByRole('link', { name: 'Vendedores' })).toHaveAttribute(
    'href',
    `/admin/vendedores?storeId=${storeId}`,
  );
  await expect(sidebar.getByRole('link', { name: 'Lojista', exact: true })).toHaveAttribute(
    'href',
    `/admin/lojista?storeId=${storeId}`,
  );

  // Campaign: required fields, created inactive; activating it while the demo one is active is a 409.
  const campaignName = `Primavera ${tag}`;
  await page.goto('/admin/campanhas/cadastrar');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Preencha todos os campos obrigatórios')).toBeVisible();
  await page.getByLabel('Nome').fill(campaignName);
  await page.getByLabel('Descrição').fill('Compre nas lojas participantes e troque por brindes.');
  await page.getByLabel('Data inicial').fill('2030-09-01');
  await page.getByLabel('Data final').fill('2030-09-30');
  await page.getByLabel('Taxa de conversão (%)').fill('80');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Campanha criada com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(page.getByText('Inativa', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(toast(page, /Já existe uma campanha ativa \(Decore e Ganhe\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('dialog', { name: 'Finalizar campanha' }).getByRole('button', { name: 'Finalizar' }).click();
  await expect(toast(page, 'Campanha finalizada com sucesso')).toBeVisible();
  await page.goto('/admin/campanhas');
  await page.getByLabel('Buscar campanha').fill(campaignName);
  const row = page.getByRole('row').filter({ hasText: campaignName });
  await expect(row.getByRole('button', { name: 'Finalizada' })).toBeDisabled();
  // A finished campaign's row is dimmed.
  await expect(row.getByRole('cell').first()).toHaveCSS('opacity', '0.6');

  // Prize: bad files refused, a PNG uploaded; the fifth featured prize is refused with the banner.
  const prizeName = `Tapete artesanal ${tag}`;
  await page.goto('/admin/brindes/cadastrar');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Preencha os campos obrigatórios')).toBeVisible();
  await expect(toast(page, 'Selecione uma loja')).toBeVisible();

  const inlineError = (text: string) => page.getByRole('main').getByRole('alert').filter({ hasText: text });
  await chooseFile(page, 'setup.png', 'image/png', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096, 1)]));
  await expect(toast(page, IMAGE_TYPE)).toBeVisible();
  await expect(inlineError(IMAGE_TYPE)).toBeVisible();
  await expect(page.getByAltText('Pré-visualização da imagem')).toHaveCount(0);
  await chooseFile(page, 'foto-grande.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
  await expect(inlineError('O arquivo deve ter no máximo 5MB.')).toBeVisible();
  await expect(toast(page, 'O arquivo deve ter no máximo 5MB.')).toBeVisible();
  await chooseFile(page, 'catalogo.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF'));
  await expect(inlineError(IMAGE_TYPE)).toBeVisible();
  await expect(page.getByAltText('Pré-visualização da imagem')).toHaveCount(0);

  const fillPrize = async () => {
    await page.getByLabel('Nome').fill(prizeName);
    await page.getByLabel('Pontos').fill('4');
    await page.getByLabel('Tipo').selectOption('produto');
    await pickOption(page, page.getByRole('combobox', { name: /^Loja/ }), storeName);
    await page.getByLabel('Estoque').fill('10');
    await page.getByLabel('Descrição').fill('Tapete tecido à mão em lã natural.');
    await page.getByLabel(/Destaque/).check();
    await chooseFile(page, 'tapete.png', 'image/png', PNG);
    await expect(toast(page, 'Upload feito com sucesso!')).toBeVisible();
    await expect(page.getByAltText('Pré-visualização da imagem')).toBeVisible();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
  };
  await fillPrize();
  const banner = page.getByTestId('featured-conflict');
  await expect(banner).toContainText('Limite de 4 brindes em destaque atingido');
  await expect(banner.getByRole('listitem')).toHaveCount(4);
  await expect(banner).toContainText('Vaso de cerâmica artesanal');

  // Make room: inactivate one featured demo prize from the list, then create ours.
  await page.goto('/admin/brindes');
  await page.getByLabel('Buscar brinde').fill('Vaso de cerâmica');
  const vase = page.getByRole('switch', { name: 'Brinde ativo: Vaso de cerâmica artesanal' });
  await vase.click();
  await expect(toast(page, 'Brinde inativado com sucesso')).toBeVisible();
  await expect(vase).toHaveAttribute('aria-checked', 'false');

  await page.goto('/admin/brindes/cadastrar');
  await fillPrize();
  await expect(toast(page, 'Brinde criado com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: prizeName })).toBeVisible();
  await expect(page.getByText('Destaque', { exact: true })).toBeVisible();
  const img = page.getByRole('img', { name: prizeName });
  await expect(img).toHaveAttribute('src', /^\/uploads\/public\//);
  // The picture decodes (read once it has arrived: the src is set before the file comes).
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('missing records say so', async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');
  const id = randomUUID();
  await page.goto(`/admin/campanhas/${id}`);
  await expect(page.getByText('Campanha não encontrada')).toBeVisible();
  await page.goto(`/admin/brindes/${id}`);
  await expect(page.getByText('Brinde não encontrado')).toBeVisible();
  await page.goto(`/admin/lojas/${id}`);
  await expect(page.getByText('Loja não encontrada')).toBeVisible();
});

test('a store owner sees only its own store and cannot create or change admin fields', async ({ page }) => {
  await loginViaApi(page, 'LOJISTA');
  await page.goto('/admin/lojas');
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar loja' })).toHaveCount(0);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  for (const s of await page.getByRole('switch').all()) await expect(s).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Excluir loja/ })).toHaveCount(0);

  await page.getByRole('link', { name: /^Editar loja/ }).click();
  await expect(page.getByRole('heading', { name: 'Editar loja' })).toBeVisible();
  for (const label of ['Taxa administrativa (%)', 'Limite de área (m²)', 'Limite de dias']) {
    await expect(page.getByLabel(label)).not.toBeEditable();
    await expect(page.getByLabel(label)).toHaveAttribute('aria-readonly', 'true');
  }
  await expect(page.getByText('Travado')).toHaveCount(3);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Loja atualizada com sucesso')).toBeVisible();
});
