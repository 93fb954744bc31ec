import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, type DemoRole, loginViaApi, PASSWORD, seriousA11yViolations } from './support';

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

for (const viewport of WIDTHS) {
  for (const screen of SCREENS) {
    test(`shop owners ${screen.name} at ${viewport.width} px has no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const ids = await demoIds(page);
      await loginViaApi(page, screen.role);
      await page.goto(screen.path(ids));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (screen.name.startsWith('list'))
        await expect(page.getByRole('row').filter({ hasText: 'Luísa Lojista' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
