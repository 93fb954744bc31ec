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

// One test per role (and one for the visitor, with the two modals), visiting its screens in turn in
// one browser page: a new page and a login per screen cost more than the check itself.
for (const role of [...new Set(SCREENS.map((s) => s.role))]) {
  const paths = SCREENS.filter((s) => s.role === role).map((s) => s.path);
  const who = role ? ` as ${role}` : '';
  test(`tap targets on ${paths.join(', ')}${who} are at least 44 px, menu open too${role ? '' : '; in the "Entrar" and "Cadastre-se" modals too'}`, async ({
    page,
  }) => {
    if (role) await loginViaApi(page, role);
    const problems: Record<string, string[]> = {};
    const note = (name: string, found: string[]) => {
      if (found.length > 0) problems[name] = found;
    };
    for (const path of paths) {
      const name = `${path}${who} at 390px`;
      await test.step(name, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        note(name, await smallTargets(page));
        await openMenu(page);
        note(`${name}, menu open`, await smallTargets(page, 'header'));
      });
    }
    // The visitor's login and registration modals, each opened on the home page.
    for (const [button, title] of role
      ? []
      : ([
          ['Login', 'Entrar'],
          ['Cadastrar', 'Cadastre-se'],
        ] as const)) {
      const name = `the "${title}" modal at 390px`;
      await test.step(name, async () => {
        await page.goto('/');
        await page.getByRole('banner').getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog, name).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        note(name, await smallTargets(page, '[role="dialog"]'));
      });
    }
    expect(problems).toEqual({});
  });
}
