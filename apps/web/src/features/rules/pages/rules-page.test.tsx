import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CAMPAIGN_PERIOD } from '../components/fill-rules';
import { RulesPage } from './rules-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn() } }));

const CAMPAIGN = {
  id: 'c',
  name: 'Decore e Ganhe',
  description: 'x',
  startDate: '2026-10-23',
  endDate: '2026-12-22',
  conversionRate: 100,
  redemptionEndDate: '2027-01-01',
};

function renderWith(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data }))),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RulesPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RulesPage', () => {
  it("titles the rules with the active campaign's name and fills its dates", async () => {
    renderWith(CAMPAIGN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regulamento do Clube Decor & Design - Decore e Ganhe' }),
    ).toBeTruthy();
    expect(screen.getByText('23/10/2026 a 22/12/2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Política de privacidade' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '7. Estorno de pontos' })).toBeTruthy();
    // Every placeholder was filled.
    expect(document.body.textContent).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it('falls back to the general rules when no campaign is active', async () => {
    renderWith(null);
    expect(await screen.findByText(NO_CAMPAIGN_PERIOD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamento do Clube Decor & Design' })).toBeTruthy();
  });
});
