import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, checkAtWidths, type DemoRole, loginViaApi, PASSWORD, seriousA11yViolations } from './support';

// The shop owners' screens, as an administrator and as a store owner, on a phone and a desktop.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
type Ids = { storeId: string; keeperId: string };
const SCREENS: { name: string; role: DemoRole; path: (ids: Ids) => string }[] = [
  { name: 'list', role: 'DEDPREMIUM', path: (ids) => `/admin/lojista?storeId=${ids.storeId}` },
  { name: 'list (store owner)', role: 'LOJISTA', path: (ids) => `/admin/lojista?storeId=${ids.storeId}` },
  { name: 'create', role: 'DEDPREMIUM', path: (ids) => `/admin/lojas/cadastrar-lojista?storeId=${ids.storeId}` },
  { name: 'detail', role: 'DEDPREMIUM', path: (ids) => `/admin/lojista/${ids.keeperId}` },
  { name: 'detail (store owner)', role: 'LOJISTA', path: (ids) => `/admin/lojista/${ids.keeperId}` },
  { name: 'edit', role: 'DEDPREMIUM', path: (ids) => `/admin/lojista/editar/${ids.keeperId}` },
];

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

/** The demo shop owner (first store) and its store, read through the API. */
async function demoIds(page: Page): Promise<Ids> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const res = await page.request.get('/api/shopkeepers?search=lojista%40example.com', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [keeper] = ((await res.json()) as { data: { id: string; storeId: string }[] }).data;
  return { storeId: keeper?.storeId ?? '', keeperId: keeper?.id ?? '' };
}

// One test per role, visiting its screens in turn: each loaded once, at the phone's width, and
// checked at each width.
for (const role of [...new Set(SCREENS.map((s) => s.role))]) {
  const screens = SCREENS.filter((s) => s.role === role);
  test(`shop owners ${screens.map((s) => s.name).join(', ')} at 390 and 1280 px have no serious or critical axe violations`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoIds(page);
    await loginViaApi(page, role);
    const problems: Record<string, Violation[]> = {};
    for (const screen of screens) {
      const name = `shop owners ${screen.name} (${screen.path(ids)} as ${role})`;
      await test.step(name, async () => {
        await page.setViewportSize(WIDTHS[0]!);
        await page.goto(screen.path(ids));
        await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
        await page.waitForLoadState('networkidle');
        await checkAtWidths(page, WIDTHS, name, problems, async ({ width }) => {
          const at = `${name} at ${width}px`;
          await expect(page.getByRole('heading', { level: 1 }), at).toBeVisible();
          if (screen.name.startsWith('list'))
            await expect(page.getByRole('row').filter({ hasText: 'Luísa Lojista' }), at).toBeVisible();
          return seriousA11yViolations(page);
        });
      });
    }
    expect(problems).toEqual({});
  });
}
