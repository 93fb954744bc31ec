import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { RedeemedNotice } from './redeemed-notice';

afterEach(() => vi.unstubAllGlobals());

function mount(redeemed: boolean) {
  const api = fakeApi({
    'GET /api/clients/me/campaign-points': () => ({
      body: {
        data: {
          campaignId: 'k1',
          campaignName: 'Primavera 2026',
          campaignPoints: 0,
          totalNetValue: 3000,
          valueToNextPoint: 1000,
          redeemed,
        },
      },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RedeemedNotice />
    </QueryClientProvider>,
  );
  return api;
}

describe('a customer who already redeemed in the running campaign', () => {
  it('is told on /registrar-pontos that new purchases do not add points to it', async () => {
    mount(true);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Você já resgatou seu benefício nesta campanha (Primavera 2026). Novas compras não somam pontos para ela: é um benefício por CPF por campanha, e o saldo fica zerado depois do resgate.',
    );
  });

  it('and not before redeeming', async () => {
    const api = mount(false);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
