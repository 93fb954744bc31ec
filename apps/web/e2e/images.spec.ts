import { expect, type Locator, type Page, test } from './fixtures';
import { loginViaApi } from './support';

interface Picked {
  /** Path of the file the browser chose. */
  chosen: string;
  /** Each candidate of the srcset, by path: its declared width. */
  candidates: Record<string, number>;
  /** The slot's CSS width, and the screen's pixels per CSS pixel. */
  slot: number;
  dpr: number;
}

/** Brings a picture on screen, waits for it, and answers what the browser picked from its srcset. */
async function picked(img: Locator): Promise<Picked> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const candidates: Record<string, number> = {};
    for (const entry of (el.getAttribute('srcset') ?? '').split(',')) {
      const [url, w] = entry.trim().split(/\s+/);
      if (url && w) candidates[url] = Number(w.replace('w', ''));
    }
    return {
      chosen: new URL(el.currentSrc).pathname,
      candidates,
      slot: el.getBoundingClientRect().width,
      dpr: window.devicePixelRatio,
    };
  });
}

/**
 * The browser took a candidate of the srcset (not the original `src` beside it), and none wider
 * than the narrowest that fills the slot at this screen's density.
 */
function expectNoWiderThanNeeded(p: Picked): number {
  const width = p.candidates[p.chosen];
  expect(width, `${p.chosen} is one of ${Object.keys(p.candidates).join(', ')}`).toBeDefined();
  const widths = Object.values(p.candidates).sort((a, b) => a - b);
  const fills = widths.find((w) => w >= p.slot * p.dpr) ?? widths.at(-1)!;
  expect(width).toBeLessThanOrEqual(fills);
  return width!;
}

const homePrizePictures = (page: Page) => page.getByRole('region', { name: 'Em destaque' }).locator('button img');

test.describe('on a 390 px phone at 2x', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the home prize cards take a size no wider than their slot needs, and hold no block element in a button', async ({
    page,
  }) => {
    await page.goto('/');
    const pictures = homePrizePictures(page);
    await expect(pictures).toHaveCount(4);
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      const p = await picked(img);
      expect(Math.round(p.slot)).toBe(348);
      expect(expectNoWiderThanNeeded(p)).toBeLessThanOrEqual(640);
    }
    expect(await page.locator('button div, button p, button h2, button h3').count()).toBe(0);
  });

  test('a store photo uploaded by staff arrives as a WebP size of it, first on the page', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: 'Demo@1234' },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
    // A 1600 × 1000 photo, drawn by the browser, uploaded as the mall's staff would.
    await page.goto('/faq');
    const jpeg = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1000;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, 1600, 1000);
      gradient.addColorStop(0, '#c08a5a');
      gradient.addColorStop(1, '#4f6b58');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 1600, 1000);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    const upload = await request.post('/api/shared/upload?purpose=image', {
      headers,
      multipart: { file: { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()).data as { url: string };
    const first = (await (await request.get('/api/stores/active?limit=1')).json()).data[0] as { id: string };
    const setPhoto = (photoUrl: string | null) =>
      request.patch(`/api/stores/${first.id}`, { headers, data: { photoUrl } });
    expect((await setPhoto(url)).ok()).toBeTruthy();
    try {
      await page.goto('/lojas-participantes');
      const img = page.getByRole('list', { name: 'Lojas' }).locator('img').first();
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).toHaveAttribute('width', '1600');
      await expect(img).toHaveAttribute('height', '1000');
      const p = await picked(img);
      expect(p.chosen).toMatch(/\.w\d+\.webp$/);
      expect(expectNoWiderThanNeeded(p)).toBeLessThan(1600);
    } finally {
      await setPhoto(null);
    }
  });

  test("a customer's benefits grid takes small sizes for its two columns", async ({ page }) => {
    await loginViaApi(page, 'CLIENTE');
    await page.goto('/cliente/brindes');
    const pictures = page.getByRole('list', { name: 'Benefícios' }).locator('img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    const p = await picked(pictures.first());
    expect(expectNoWiderThanNeeded(p)).toBeLessThanOrEqual(480);
  });
});

test('on a desktop at 1x the home prize cards take the 320 px size', async ({ page }) => {
  await page.goto('/');
  const pictures = homePrizePictures(page);
  await expect(pictures).toHaveCount(4);
  let at320 = 0;
  for (const img of await pictures.all()) {
    const p = await picked(img);
    const widths = Object.values(p.candidates);
    // Another test of this worker's server may have given a featured prize a picture narrower
    // than the slot (a 1 px upload): it has no 320 px size, and its widest is the right pick.
    if (Math.max(...widths) < 320) {
      expect(p.candidates[p.chosen]).toBe(Math.max(...widths));
      continue;
    }
    expect(p.chosen).toMatch(/\.w320\.webp$/);
    at320 += 1;
  }
  expect(at320).toBeGreaterThan(0);
});
