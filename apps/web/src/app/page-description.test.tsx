import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PAGE_DESCRIPTION, PUBLIC_PAGES } from '@mall/shared';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageDescription } from './page-description';

function Shell() {
  usePageDescription();
  return null;
}

const descriptions = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')];

afterEach(() => {
  for (const meta of descriptions()) meta.remove();
});

describe('usePageDescription', () => {
  it("keeps one description in the document, the current page's", async () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = DEFAULT_PAGE_DESCRIPTION;
    document.head.append(existing);
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/faq'] });
    render(<RouterProvider router={router} />);
    const faq = PUBLIC_PAGES.find((p) => p.path === '/faq')!.description;
    expect(descriptions().map((m) => m.content)).toEqual([faq]);

    await act(() => router.navigate('/lojas-participantes'));
    expect(descriptions().map((m) => m.content)).toEqual([
      PUBLIC_PAGES.find((p) => p.path === '/lojas-participantes')!.description,
    ]);
    await act(() => router.navigate('/cliente/brindes'));
    expect(descriptions().map((m) => m.content)).toEqual([DEFAULT_PAGE_DESCRIPTION]);
    expect(descriptions()[0]).toBe(existing);
  });

  it('adds the description when the document has none', () => {
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(descriptions().map((m) => m.content)).toEqual([PUBLIC_PAGES.find((p) => p.path === '/')!.description]);
  });

  it("starts from index.html's description, the programme's default", () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const metas = [...doc.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')];
    expect(metas.map((m) => m.content)).toEqual([DEFAULT_PAGE_DESCRIPTION]);
  });
});
