import { expect, type Page, test } from './fixtures';
import { type DemoRole, loginViaApi } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN = 44;

/**
 * Interactive elements inside `scope` whose hit area is smaller than 44 x 44 px on a phone.
 * The hit area is the element's box, grown by an absolutely positioned ::before or ::after
 * (the invisible extension small links and icons use). A checkbox or radio counts with its
 * label, which takes the tap too. Links inside running text (a sentence in a paragraph) are
 * exempt: WCAG 2.5.8's inline exception, the target's size is set by the line-height of the text.
 */
async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([min, scopeSelector]) => {
      const root = document.querySelector(scopeSelector);
      if (!root) return [`no ${scopeSelector}`];
      const found: string[] = [];
      const selector =
        'button, [role="switch"], [role="button"], select, input[type="checkbox"], input[type="radio"], a[href]';
      const grow = (el: Element, box: { w: number; h: number }) => {
        for (const pseudo of ['::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          if (s.content === 'none' || s.display === 'none' || s.position !== 'absolute') continue;
          box.w = Math.max(box.w, Number.parseFloat(s.width) || 0);
          box.h = Math.max(box.h, Number.parseFloat(s.height) || 0);
        }
      };
      for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (el.closest('.Toastify, .sr-only')) continue;
        // Inline exception: a link (or a button drawn as one) inside a sentence of running text,
        // that is a paragraph or label with words of its own around the target.
        const sentence = el.closest('p, label');
        if (
          (el.tagName === 'A' || el.tagName === 'BUTTON') &&
          sentence &&
          sentence !== el &&
          !el.closest('nav, [role="menu"]') &&
          (sentence.textContent ?? '').trim() !== (el.textContent ?? '').trim()
        )
          continue;
        const box = { w: rect.width, h: rect.height };
        grow(el, box);
        if (el instanceof HTMLInputElement) {
          const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
          if (label) {
            const l = label.getBoundingClientRect();
            box.w = Math.max(box.w, l.width);
            box.h = Math.max(box.h, l.height);
            grow(label, box);
          }
        }
        if (box.w < min - 0.5 || box.h < min - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.w)}x${Math.round(box.h)}`);
        }
      }
      return found;
    },
    [MIN, scope] as const,
  );
}

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Fechar menu' })).toBeVisible();
}

const SCREENS: { role: DemoRole | null; path: string }[] = [
  { role: null, path: '/' },
  { role: null, path: '/lojas-participantes' },
  { role: null, path: '/faq' },
  { role: null, path: '/contato' },
  { role: null, path: '/regulamento' },
  { role: null, path: '/esqueci-minha-senha' },
  { role: null, path: '/redefinir-senha?token=x' },
  { role: 'CLIENTE', path: '/cliente' },
  { role: 'CLIENTE', path: '/meus-pontos' },
  { role: 'CLIENTE', path: '/meus-resgates' },
  { role: 'CLIENTE', path: '/cliente/brindes' },
  { role: 'DEDPREMIUM', path: '/admin/lojas' },
  { role: 'DEDPREMIUM', path: '/admin/resgates' },
  { role: 'DEDPREMIUM', path: '/admin/extratos/pontuacao' },
  { role: 'DEDPREMIUM', path: '/admin/vendedores' },
  { role: 'LOJISTA', path: '/admin/vendedores' },
  // A store owner's own store's shop owners (no ?storeId needed: its store is its session's).
  { role: 'LOJISTA', path: '/admin/lojista' },
  { role: 'DEDPREMIUM', path: '/admin/extratos/financeiro' },
  { role: 'LOJISTA', path: '/admin/extratos/financeiro' },
  { role: 'DEDPREMIUM', path: '/admin/lojas/boletos' },
  { role: 'LOJISTA', path: '/admin/lojas/boletos' },
  { role: 'DEDPREMIUM', path: '/admin/configuracoes' },
];

for (const screen of SCREENS) {
  test(`tap targets on ${screen.path}${screen.role ? ` as ${screen.role}` : ''} are at least 44 px, menu open too`, async ({
    page,
  }) => {
    if (screen.role) await loginViaApi(page, screen.role);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);
    await openMenu(page);
    expect(await smallTargets(page, 'header')).toEqual([]);
  });
}

for (const [button, title] of [
  ['Login', 'Entrar'],
  ['Cadastrar', 'Cadastre-se'],
] as const) {
  test(`tap targets in the "${title}" modal are at least 44 px`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
  });
}
