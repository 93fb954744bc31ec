import type { Campaign } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { campaignRecord } from '../../../testing/records';
import { CampaignDetailPage } from './campaign-detail-page';

afterEach(() => vi.unstubAllGlobals());

function mount(campaign: Campaign) {
  const api = fakeApi({ 'GET /api/campaigns/:id': () => ({ body: { data: campaign } }) });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/admin/campanhas/${campaign.id}`]}>
        <Routes>
          <Route path="/admin/campanhas/:id" element={<CampaignDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a campaign's page", () => {
  it('has no "Inativada em" for a campaign never inactivated (a new one, inactive from the start)', async () => {
    mount(campaignRecord({ id: 'k1', name: 'Natal Decor', active: false, inactivatedAt: null }));
    await screen.findByText('Criada em');
    expect(screen.queryByText('Inativada em')).toBeNull();
  });

  it('dates the inactivation of one staff inactivated', async () => {
    mount(campaignRecord({ id: 'k2', name: 'Outono', active: false, inactivatedAt: '2026-11-10T15:30:00.000Z' }));
    await screen.findByText('Inativada em');
    expect(screen.getByText('10/11/2026, 12:30')).toBeTruthy();
  });
});
