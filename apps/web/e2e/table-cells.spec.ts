import { expect, type Page, test } from './fixtures';
import { checkAtWidths, customerWithPurchases, type DemoRole, loginViaApi } from './support';

// No table cell is clipped on a laptop or a desktop: its content fits its box (a status badge
// reads whole, never "SOLICITADC") and the pinned actions column covers no other cell.

const LISTS: [DemoRole, string][] = [
  ['DEDPREMIUM', '/admin/lojas'],
  ['DEDPREMIUM', '/admin/segmentos'],
  ['DEDPREMIUM', '/admin/extratos/pontuacao'],
  ['DEDPREMIUM', '/admin/brindes'],
  ['DEDPREMIUM', '/admin/campanhas'],
  ['DEDPREMIUM', '/admin/vendedores'],
  ['LOJISTA', '/admin/vendedores'],
  ['LOJISTA', '/admin/lojista'],
  ['DEDPREMIUM', '/admin/usuarios'],
  ['DEDPREMIUM', '/admin/resgates'],
  ['CONCIERGE', '/admin/resgates'],
  ['DEDPREMIUM', '/admin/configuracoes/logs'],
  ['DEDPREMIUM', '/admin/extratos/financeiro'],
  ['LOJISTA', '/admin/extratos/financeiro'],
  ['DEDPREMIUM', '/admin/lojas/boletos'],
  ['LOJISTA', '/admin/lojas/boletos'],
  ['DEDPREMIUM', '/admin/configuracoes'],
  ['CLIENTE', '/meus-pontos'],
  ['CLIENTE', '/meus-resgates'],
];

let redeemer: { email: string; password: string };

// The redemption lists need a redemption: a customer of its own redeems the first prize it can.
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  redeemer = await customerWithPurchases(api, 3000);
  const login = await api.post('/api/auth/login', { data: redeemer });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const prizes = await api.get('/api/prizes/active?page=1&limit=50', { headers });
  const list = ((await prizes.json()) as { data: { id: string; points: number; soldOut?: boolean }[] }).data;
  const prize = list.find((p) => p.points <= 3 && !p.soldOut)!;
  const rescue = await api.post('/api/rescues', { headers, data: { prizeId: prize.id, points: prize.points } });
  expect(rescue.status()).toBe(201);
  await api.dispose();
});

interface Problem {
  cell: string;
  issue: string;
}

/** Cells whose content overflows their box, or that a pinned cell of their row covers. */
function clippedCells(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: { cell: string; issue: string }[] = [];
    for (const row of document.querySelectorAll('table tr')) {
      const cells = [...row.querySelectorAll<HTMLElement>('th, td')];
      const pinned = cells.filter((c) => getComputedStyle(c).position === 'sticky');
      for (const cell of cells) {
        const label = (cell.textContent ?? '').trim().slice(0, 40) || `(${cell.tagName.toLowerCase()})`;
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push({ cell: label, issue: 'overflows' });
        for (const el of cell.querySelectorAll<HTMLElement>('*')) {
          // A visually hidden label (1 px, for screen readers) is meant to be clipped.
          if (el.clientWidth <= 1) continue;
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
            problems.push({ cell: label, issue: `clips ${(el.textContent ?? '').trim().slice(0, 30)}` });
          }
        }
        if (pinned.includes(cell)) continue;
        const box = cell.getBoundingClientRect();
        for (const pin of pinned) {
          const p = pin.getBoundingClientRect();
          if (box.right > p.left + 1 && box.left < p.right - 1)
            problems.push({ cell: label, issue: 'under the pinned column' });
        }
      }
    }
    return problems;
  });
}

const VIEWPORTS = [1280, 1440].map((width) => ({ width, height: 900 }));

// One load per page, checked at each width (the widths change no data, only the layout); one test
// per account, visiting its pages in turn. The redemptions of the customer are its own customer's.
const GROUPS: { name: string; role: DemoRole; paths: string[]; own?: boolean }[] = [
  ...(['DEDPREMIUM', 'LOJISTA', 'CONCIERGE'] as const).map((role) => ({
    name: role,
    role,
    paths: LISTS.filter(([r]) => r === role).map(([, path]) => path),
  })),
  { name: 'CLIENTE', role: 'CLIENTE', paths: ['/meus-pontos'] },
  { name: 'CLIENTE (a customer who redeemed)', role: 'CLIENTE', paths: ['/meus-resgates'], own: true },
];
// Every list above is in a group, once.
if (GROUPS.flatMap((g) => g.paths.map((p) => `${g.role} ${p}`)).length !== LISTS.length)
  throw new Error('table-cells: a list is in no group, or in two');

for (const { name, role, paths, own } of GROUPS) {
  test(`${paths.join(', ')} as ${name} at 1280 and 1440 px: every cell whole`, async ({ page }) => {
    await loginViaApi(page, role, own ? redeemer : undefined);
    const problems: Record<string, Problem[]> = {};
    for (const path of paths) {
      await test.step(`${path} as ${role}`, async () => {
        await page.setViewportSize(VIEWPORTS[0]!);
        await page.goto(path);
        await expect(page.getByRole('table').getByRole('row').nth(1), `${path} as ${role}`).toBeVisible({
          timeout: 20_000,
        });
        // Fonts decide the widths: measure once they are in (checkAtWidths waits for them).
        await checkAtWidths(page, VIEWPORTS, `${path} as ${role}`, problems, () => clippedCells(page));
      });
    }
    expect(problems).toEqual({});
  });
}
