import { expect, type Page, test } from './fixtures';
import { holdScript, loginViaApi } from './support';

// A page opened by address starts at the top: it does not inherit the scroll of the page before it;
// a page drawn at build keeps the scroll its reader gave it before its code arrived.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrolledStatement(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/extratos/pontuacao');
  await expect(page.getByRole('button', { name: 'Aprovar compra' }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
}

test('a page opened by address starts at the top, not where the previous page was', async ({ page }) => {
  await scrolledStatement(page);
  await page.goto('/admin/lojas');
  await expect(page.getByRole('link', { name: /^Editar loja/ }).first()).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('a reader who scrolls a page drawn at build before its code arrives stays where they scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The contact page's code is held back until the reader has scrolled.
  const release = await holdScript(page, /\/assets\/contact-page-[\w-]+\.js$/);
  await page.goto('/contato', { waitUntil: 'domcontentloaded' });
  const send = page.getByRole('button', { name: 'Enviar mensagem' });
  await expect(send).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => scrollY(page)).toBe(500);

  release();
  // React has taken the page over (main.tsx: `#root` loses its mark), and has nothing left to do.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  expect(await scrollY(page)).toBe(500);

  // The page is React's: the form answers.
  await send.click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
});
