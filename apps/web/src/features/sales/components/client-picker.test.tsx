import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientPicker, type PickedClient } from './client-picker';

afterEach(() => vi.unstubAllGlobals());

function Harness({ onPick }: { onPick: (c: PickedClient | null) => void }) {
  const [value, setValue] = useState<PickedClient | null>(null);
  return (
    <ClientPicker
      value={value}
      onChange={(c) => {
        setValue(c);
        onPick(c);
      }}
    />
  );
}

function renderPicker(answer: object[]) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: answer, total: answer.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onPick={onPick} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: /Cliente \(CPF ou nome\)/ });
  return { fetchMock, onPick, input };
}

const masked = { id: '4b1e3c9a-0000-4000-8000-000000000001', name: 'Clara Cliente', cpf: '***.982.247-**' };

describe('ClientPicker', () => {
  it('asks for 3 characters before searching', async () => {
    const { fetchMock, input } = renderPicker([masked]);
    fireEvent.change(input, { target: { value: 'cl' } });
    expect((await screen.findByRole('listbox')).textContent).toBe('Digite pelo menos 3 caracteres do nome ou do CPF');
    await new Promise((r) => setTimeout(r, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets a seller find a customer by CPF and pick it from the server's masked answer", async () => {
    const { fetchMock, onPick, input } = renderPicker([masked]);
    fireEvent.change(input, { target: { value: '529.982' } });
    const option = await screen.findByRole('option', { name: /Clara Cliente/ });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/clients?search=529982&page=1&limit=10');
    expect(option.textContent).toBe('Clara Cliente***.982.247-**');
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith(masked);
    expect(screen.getByTestId('picked-client').textContent).toBe('Clara ClienteCPF ***.982.247-**');
  });

  it('formats the full CPF an administrator receives', async () => {
    const full = { ...masked, cpf: '52998224725', email: 'cliente@example.com', phone: '11999999999' };
    const { onPick, input } = renderPicker([full]);
    fireEvent.change(input, { target: { value: 'Clara' } });
    fireEvent.click(await screen.findByRole('option', { name: /Clara Cliente/ }));
    expect(onPick).toHaveBeenCalledWith({ id: masked.id, name: 'Clara Cliente', cpf: '52998224725' });
    expect(screen.getByTestId('picked-client').textContent).toBe('Clara ClienteCPF 529.982.247-25');
  });
});
