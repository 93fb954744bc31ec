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

/**
 * A phone's list read as cards: text that spills out of its card, or that a card's icons cover
 * (the bills' month once sat half under them).
 */
function clippedCards(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: { cell: string; issue: string }[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.right > b.left + 1 && a.left < b.right - 1 && a.bottom > b.top + 1 && a.top < b.bottom - 1;
    for (const card of document.querySelectorAll<HTMLElement>('main ul[aria-label] > li')) {
      const box = card.getBoundingClientRect();
      const controls = [...card.querySelectorAll<HTMLElement>('button, a')];
      const texts = [...card.querySelectorAll<HTMLElement>('*')].filter(
        (el) => el.clientWidth > 1 && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
      );
      for (const el of texts) {
        const label = (el.textContent ?? '').trim().slice(0, 30);
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1) problems.push({ cell: label, issue: 'outside its card' });
        for (const control of controls) {
          if (control.contains(el) || el.contains(control)) continue;
          if (overlap(r, control.getBoundingClientRect())) problems.push({ cell: label, issue: 'under an icon' });
        }
      }
    }
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0) problems.push({ cell: '(page)', issue: `${wider}px wider than the screen` });
    return problems;
  });
}

const VIEWPORTS = [1280, 1440].map((width) => ({ width, height: 900 }));
const PHONE = { width: 390, height: 844 };

/**
 * Further states of a page, checked on the same load after it (issue 41, point 11): the review
 * queue with its panel open beside it, the bills on a phone.
 */
const MORE_STATES: Record<string, (page: Page, name: string, problems: Record<string, Problem[]>) => Promise<void>> = {
  '/admin/extratos/pontuacao': async (page, name, problems) => {
    await page
      .getByRole('button', { name: /^Revisar compra de/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Revisar compra' })).toBeVisible();
    await checkAtWidths(page, VIEWPORTS, `${name} with the review panel open`, problems, async () => {
      // The queue's key columns stay in view beside the panel.
      for (const header of ['Cliente', 'Valor', 'Situação'])
        await expect.soft(page.getByRole('columnheader', { name: header, exact: true }), header).toBeInViewport();
      return clippedCells(page);
    });
  },
  '/admin/lojas/boletos': async (page, name, problems) => {
    await checkAtWidths(page, [PHONE], `${name} on a phone`, problems, async () => {
      // Each bill a card (soft: a table in its place is measured all the same).
      await expect.soft(page.getByRole('list', { name: 'Boletos' }).getByRole('listitem').first()).toBeVisible();
      return [...(await clippedCells(page)), ...(await clippedCards(page))];
    });
  },
};

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
  test(`${paths.join(', ')} as ${name} at 1280 and 1440 px (and further states): every cell whole`, async ({
    page,
  }) => {
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
        await MORE_STATES[path]?.(page, `${path} as ${role}`, problems);
      });
    }
    expect(problems).toEqual({});
  });
}
