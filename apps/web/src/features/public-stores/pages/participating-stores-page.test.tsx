import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureSizes } from '../../../testing/pictures';
import { ParticipatingStoresPage } from './participating-stores-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const SEGMENTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Móveis' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Iluminação' },
];

function store(id: string, tradeName: string, segment: (typeof SEGMENTS)[number]) {
  return {
    id,
    tradeName,
    segmentId: segment.id,
    segment,
    phone: '1130100000',
    website: null,
    photoUrl: null,
    photo: null,
    complement: 'Loja 101',
    blocked: false,
    cnpj: '11.222.333/0001-81',
  };
}
const STORES = [store('s1', 'Casa Aurora Móveis', SEGMENTS[0]!), store('s2', 'Lumen Iluminação', SEGMENTS[1]!)];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function mockApi(overrides: { segments?: unknown[]; storesStatus?: number } = {}) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/segments') {
      const data = overrides.segments ?? SEGMENTS;
      return json({ data, total: data.length });
    }
    if (url.pathname === '/api/stores/active') {
      if (overrides.storesStatus)
        return json({ statusCode: 500, error: 'x', message: 'falhou' }, overrides.storesStatus);
      const segmentId = url.searchParams.get('segmentId');
      const data = STORES.filter((s) => !segmentId || s.segmentId === segmentId);
      return json({ data, total: data.length });
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/lojas-participantes') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/lojas-participantes', element: <ParticipatingStoresPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const storeRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/stores/active'));

afterEach(() => vi.unstubAllGlobals());

describe('ParticipatingStoresPage', () => {
  it('toggles a segment chip, filters the stores, and clears the filter', async () => {
    const fetchMock = mockApi();
    const router = renderPage();
    await screen.findByText('Casa Aurora Móveis');
    expect(screen.getByText('Lumen Iluminação')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar filtro' })).toBeNull();

    const chip = screen.getByRole('button', { name: 'Iluminação' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    await waitFor(() => expect(screen.queryByText('Casa Aurora Móveis')).toBeNull());
    expect(screen.getByText('Lumen Iluminação')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iluminação' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe(`?segmento=${SEGMENTS[1]?.id}`);
    expect(storeRequests(fetchMock).at(-1)).toContain(`segmentId=${SEGMENTS[1]?.id}`);

    // Clicking the chosen chip again is a toggle: the filter goes away.
    fireEvent.click(screen.getByRole('button', { name: 'Iluminação' }));
    await screen.findByText('Casa Aurora Móveis');
    expect(screen.getByRole('button', { name: 'Iluminação' }).getAttribute('aria-pressed')).toBe('false');

    // Choosing another chip replaces the filter; "Limpar filtro" removes it.
    fireEvent.click(screen.getByRole('button', { name: 'Móveis' }));
    await waitFor(() => expect(screen.queryByText('Lumen Iluminação')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await screen.findByText('Lumen Iluminação');
    expect(screen.getByText('Casa Aurora Móveis')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('starts filtered when the URL names a segment', async () => {
    mockApi();
    renderPage(`/lojas-participantes?segmento=${SEGMENTS[0]?.id}`);
    await screen.findByText('Casa Aurora Móveis');
    expect(screen.queryByText('Lumen Iluminação')).toBeNull();
    expect((await screen.findByRole('button', { name: 'Móveis' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there are no segments and no stores', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [], total: 0 })),
    );
    renderPage();
    expect(await screen.findByText('Nenhum segmento cadastrado')).toBeTruthy();
    expect(await screen.findByText('Nenhuma loja cadastrada')).toBeTruthy();
  });

  it('offers store photos in the sizes of their card slot, the first row at once', async () => {
    const withPhotos = ['Casa', 'Lumen', 'Trama', 'Linho'].map((name, i) => {
      const stem = `/uploads/public/images/loja-${i}`;
      return { ...store(`s${i}`, name, SEGMENTS[0]!), photoUrl: `${stem}.webp`, photo: pictureSizes(stem, 1600, 1000) };
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.startsWith('/api/stores/active')
          ? json({ data: withPhotos, total: withPhotos.length })
          : json({ data: SEGMENTS, total: SEGMENTS.length }),
      ),
    );
    renderPage();
    await screen.findByText('Linho');
    const imgs = screen.getAllByRole('listitem').flatMap((li) => [...li.querySelectorAll(':scope > div > img')]);
    expect(imgs).toHaveLength(4);
    expect(imgs[0]!.getAttribute('srcset')).toContain('/uploads/public/images/loja-0.w320.webp 320w');
    expect(imgs[0]!.getAttribute('sizes')).toBe(
      '(min-width: 1152px) 347px, (min-width: 1024px) calc(33.33vw - 37px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 42px)',
    );
    expect([imgs[0]!.getAttribute('width'), imgs[0]!.getAttribute('height')]).toEqual(['1600', '1000']);
    // The first photo is the largest paint of a phone's first screen; the rest of the first row
    // (three cards on a desktop) comes at once too, the other rows as they near the screen.
    expect(imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('shows "Erro ao carregar lojas" when the stores cannot be loaded', async () => {
    mockApi({ storesStatus: 500 });
    renderPage();
    expect(await screen.findByText('Erro ao carregar lojas')).toBeTruthy();
  });
});
