import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// Cormorant's default figures are old-style: "30" reads "3o", "1" reads "I", "404" reads "4o4".
// Every number shown in the display font uses its lining figures.

interface DisplayNumber {
  text: string;
  numeric: string;
}

/** Elements set in the display font whose own text holds a digit, with their numeric variant. */
function displayNumbers(page: Page): Promise<DisplayNumber[]> {
  return page.evaluate(() => {
    const found: { text: string; numeric: string }[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (!/\d/.test(own)) continue;
      const style = getComputedStyle(el);
      if (!style.fontFamily.startsWith('"Cormorant Garamond"')) continue;
      found.push({ text: own.trim(), numeric: style.fontVariantNumeric });
    }
    return found;
  });
}

async function expectLiningFigures(page: Page) {
  const numbers = await displayNumbers(page);
  expect(numbers.length).toBeGreaterThan(0);
  for (const n of numbers) expect(n.numeric, `"${n.text}"`).toContain('lining-nums');
}

test('the 404 and the home page steps read their numbers in lining figures', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectLiningFigures(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('01', { exact: true })).toBeVisible();
  await expectLiningFigures(page);
});

test("the customer's stat cards read points and counts in lining, tabular figures", async ({ page }) => {
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/cliente');
  const values = page.locator('[data-testid$="-value"]');
  await expect(values.first()).toHaveText(/\d/);
  for (const value of await values.all()) {
    const numeric = await value.evaluate((el) => getComputedStyle(el).fontVariantNumeric);
    expect(numeric).toContain('lining-nums');
    expect(numeric).toContain('tabular-nums');
  }
  await expectLiningFigures(page);
});

test('numbers in tables line up in lining, tabular figures', async ({ page }) => {
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/meus-pontos');
  const cell = page.getByRole('table').getByRole('cell').first();
  await expect(cell).toBeVisible();
  const numeric = await cell.evaluate((el) => getComputedStyle(el).fontVariantNumeric);
  expect(numeric).toContain('lining-nums');
  expect(numeric).toContain('tabular-nums');
});
