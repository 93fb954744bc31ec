import { ACTIVE_PRIZES_ELEMENT_ID, type Prize } from '@mall/shared';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrizesPage } from './features/rescues/pages/prizes-page';
import { prizesLoadingMarkup, renderActivePrizes } from './server-render';
import { pictureSizes } from './testing/pictures';

const prize = (n: number, fields: Partial<Prize> = {}): Prize =>
  ({
    id: `p${n}`,
    name: `Benefício ${n} <especial>`,
    points: 100 * n,
    type: 'produto',
    description: null,
    imageUrl: `/uploads/public/prizes/p${n}.webp`,
    image: pictureSizes(`/uploads/public/prizes/p${n}`, 600, 600),
    storeId: null,
    store: null,
    campaignId: 'c1',
    campaign: { id: 'c1', name: 'Campanha' },
    featured: false,
    stock: null,
    soldOut: false,
    inactivatedAt: null,
    active: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...fields,
  }) as Prize;

/** GET /prizes/active's first page: 13 prizes in all, so the grid has a second page. */
const answer = {
  data: [prize(1), prize(2, { soldOut: true }), prize(3, { imageUrl: null, image: null })],
  total: 13,
};

const page = () => (
  <MemoryRouter initialEntries={['/cliente/brindes']}>
    <PrizesPage />
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the server's drawing of the benefits grid", () => {
  it('is the loading state the build drew, replaced by the grid of the answer', () => {
    // As the build draws the page (no answer yet) and the server then fills it (apps/api's withDrawnPrizes).
    const built = renderToString(page());
    expect(built.split(prizesLoadingMarkup)).toHaveLength(2);
    const grid = renderActivePrizes(answer);
    const container = document.createElement('div');
    container.innerHTML = grid;
    const links = [...container.querySelectorAll('ul[aria-label="Benefícios"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/cliente/brinde/p1', '/cliente/brinde/p2', '/cliente/brinde/p3']);
    expect(container.textContent).toContain('Benefício 1 <especial>');
    expect(container.textContent).toContain('Esgotado');
    expect(container.textContent).toContain('Página 1 de 2');
    // The first picture is the grid's first request, at high priority.
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('refuses an answer of another shape', () => {
    expect(() => renderActivePrizes({ data: [{ id: 'p1' }], total: 1 })).toThrow(/GET \/prizes\/active/);
  });

  it('is kept by the browser: the first render takes the answer written in the page, and reads nothing', async () => {
    const built = renderToString(page()).replace(/^<title>[\s\S]*?<\/title>/, '');
    const grid = renderActivePrizes(answer).replace(/^(?:<link\b[^>]*>)+/, '');
    const root = document.createElement('div');
    root.innerHTML = built.replace(prizesLoadingMarkup, grid);
    document.body.append(root);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = ACTIVE_PRIZES_ELEMENT_ID;
    block.textContent = JSON.stringify(answer).replace(/</g, '\\u003c');
    document.head.append(block);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const firstCard = root.querySelector('ul a');
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(root, page(), { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(root.querySelector('ul a')).toBe(firstCard);
    expect(root.querySelectorAll('ul a')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: a later visit asks the API.
    expect(document.getElementById(ACTIVE_PRIZES_ELEMENT_ID)).toBeNull();
  });
});
