import { expect, type Page, test } from './fixtures';
import { loginViaApi, resize, snapshot } from './support';

// Written for people to look at (apps/web/e2e/screenshots/, not committed) when E2E_SCREENSHOTS=1;
// at every width, nothing may push a page sideways.
const DIR = 'e2e/screenshots';
const WIDTHS = [360, 390, 1280] as const;
const viewport = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

/** The page as loaded, at `width`: fonts in, and nothing wider than the screen. */
async function settle(page: Page, name: string, width: number) {
  await resize(page, viewport(width));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px: nothing pushes the page sideways`).toBeLessThanOrEqual(0);
}

const PAGES = [
  ['home', '/'],
  ['stores', '/lojas-participantes'],
  ['faq', '/faq'],
  ['contact', '/contato'],
  ['rules', '/regulamento'],
] as const;

// Each page loaded once, at the narrowest width, then looked at in each width in turn.
test(`public pages (${PAGES.map(([name]) => name).join(', ')}) at ${WIDTHS.join(', ')}px`, async ({ page }) => {
  for (const [name, path] of PAGES) {
    await test.step(`${name} (${path})`, async () => {
      await page.setViewportSize(viewport(WIDTHS[0]));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      if (name === 'faq') await page.getByRole('main').locator('button[aria-controls]').first().click();
      for (const width of WIDTHS) {
        await settle(page, path, width);
        await expect(page.getByRole('heading', { level: 1 }), `${path} at ${width}px`).toBeVisible();
        await snapshot(page, `${DIR}/public-${name}-${width}.png`, { fullPage: true });
        await snapshot(page, `${DIR}/public-${name}-${width}-top.png`);
      }
    });
  }
});

test(`admin FAQ settings at ${WIDTHS.join(', ')}px`, async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto('/admin/configuracoes/faq');
  await expect(page.getByTestId('faq-admin-item').first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  for (const width of WIDTHS) {
    await settle(page, '/admin/configuracoes/faq', width);
    await snapshot(page, `${DIR}/public-admin-faq-${width}.png`, { fullPage: true });
  }
  // The new question's form, sent empty: its error, at each width.
  await page.getByRole('button', { name: 'Nova Pergunta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(
      page.getByRole('dialog').getByText('Pergunta é obrigatória'),
      `the new question's form at ${width}px`,
    ).toBeVisible();
    await snapshot(page, `${DIR}/public-admin-faq-form-${width}.png`, { animations: 'disabled' });
  }
});
