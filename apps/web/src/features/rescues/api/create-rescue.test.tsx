import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateRescue } from './create-rescue';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

function RedeemButton() {
  const create = useCreateRescue();
  return (
    <button type="button" onClick={() => create.mutate({ prizeId: 'p1', points: 10 })}>
      Resgatar
    </button>
  );
}

describe('useCreateRescue', () => {
  it('sends the same Idempotency-Key when the redeem button is tapped twice', async () => {
    const fetchMock = vi.fn().mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'Resgate realizado com sucesso!', data: { id: '1' } }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RedeemButton />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Resgatar' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
