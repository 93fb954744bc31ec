import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_LOGIN_EVENT, OPEN_REGISTER_EVENT } from '../../lib/events';
import { pictureSizes } from '../../testing/pictures';
import { HomePage } from './home-page';

const toastInfo = vi.fn();
vi.mock('react-toastify', () => ({ toast: { info: (...a: unknown[]) => toastInfo(...a), error: vi.fn() } }));

const CAMPAIGN = {
  id: 'c',
  name: 'Decore e Ganhe',
  startDate: '2026-10-23',
  endDate: '2026-12-22',
  conversionRate: 1,
  redemptionEndDate: '2027-01-01',
};
const PRIZE = {
  id: 'p',
  name: 'Luminária de mesa',
  points: 5,
  imageUrl: null,
  image: null,
  store: { tradeName: 'Lumen' },
};

function mockApi(campaign: unknown, prizes: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/campaigns/active')
        ? new Response(JSON.stringify({ data: campaign }))
        : new Response(JSON.stringify({ data: prizes })),
    ),
  );
}

function renderHome() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastInfo.mockClear();
});

describe('HomePage', () => {
  it('shows the campaign line in dd/mm/yyyy and the featured prizes', async () => {
    mockApi(CAMPAIGN, [PRIZE]);
    renderHome();
    expect(await screen.findByText('CAMPANHA VIGENTE de 23/10/2026 a 22/12/2026')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Luminária de mesa/ })).toBeTruthy();
  });

  it('hides the campaign line and the prize grid when there is neither', async () => {
    mockApi(null, []);
    renderHome();
    await waitFor(() => expect(screen.queryByText('Carregando benefícios...')).toBeNull());
    expect(screen.queryByText(/CAMPANHA VIGENTE/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Em destaque' })).toBeNull();
  });

  it('a prize clicked by a guest asks to log in', async () => {
    mockApi(CAMPAIGN, [PRIZE]);
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: /Luminária de mesa/ }));
    expect(toastInfo).toHaveBeenCalledWith('Faça o login para resgatar este benefício', expect.anything());
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('offers a prize picture in the sizes of its card slot, lazily, with its dimensions', async () => {
    const stem = '/uploads/public/prizes/demo-1';
    mockApi(CAMPAIGN, [{ ...PRIZE, imageUrl: `${stem}.webp`, image: pictureSizes(stem, 600, 600) }]);
    renderHome();
    const img = (await screen.findByRole('button', { name: /Luminária de mesa/ })).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${stem}.webp`);
    expect(img.getAttribute('srcset')).toBe(`${stem}.w320.webp 320w, ${stem}.w480.webp 480w, ${stem}.webp 600w`);
    // The card is 255 px wide on a desktop, the screen less the page's margins on a phone.
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1152px) 255px, (min-width: 1024px) calc(25vw - 33px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 42px)',
    );
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '600']);
    // Below the hero on every screen: fetched only as it nears the screen.
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('keeps only phrasing content inside a prize card button', async () => {
    mockApi(CAMPAIGN, [{ ...PRIZE, soldOut: true }]);
    renderHome();
    const button = await screen.findByRole('button', { name: /Luminária de mesa/ });
    expect(button.querySelectorAll('div, p, h1, h2, h3, h4, h5, h6, ul, ol, li, section')).toHaveLength(0);
    expect(button.textContent).toBe('LumenLuminária de mesa5 pontosEsgotado');
  });

  it('the advantages button opens the registration modal', async () => {
    mockApi(null, []);
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTER_EVENT, opened);
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastre-se' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_REGISTER_EVENT, opened);
  });
});
