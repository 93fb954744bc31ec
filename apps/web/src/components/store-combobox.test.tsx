import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeRecord } from '../testing/records';
import { StoreCombobox } from './store-combobox';

const BELA = storeRecord({ id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10', tradeName: 'Casa Bela' });
const VIVA = storeRecord({ id: '1f0c1f0e-2a51-4d0a-9a55-9d3c0b7b2f11', tradeName: 'Arte Viva' });
const FAR = storeRecord({ id: '2f0c1f0e-2a51-4d0a-9a55-9d3c0b7b2f12', tradeName: 'Loja Distante' });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stub() {
  const fetchMock = vi.fn(async (url: string) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === `/api/stores/${FAR.id}`) return json({ data: FAR });
    const search = u.searchParams.get('search') ?? '';
    const rows = [BELA, VIVA].filter((s) => s.tradeName.toLowerCase().includes(search.toLowerCase()));
    return json({ data: rows, total: search ? rows.length : 57 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount(value: string, onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <label htmlFor="store">Loja</label>
      <StoreCombobox id="store" value={value} onChange={onChange} allLabel="Todas as lojas" />
    </QueryClientProvider>,
  );
  return onChange;
}

afterEach(() => vi.unstubAllGlobals());

describe('StoreCombobox', () => {
  it('searches the stores on the server as the user types and says so when more match', async () => {
    const fetchMock = stub();
    const onChange = mount('');
    const box = screen.getByRole('combobox', { name: 'Loja' });
    fireEvent.focus(box);
    await screen.findByRole('option', { name: 'Casa Bela' });
    expect(screen.getByText('Mostrando 2 de 57 lojas: digite para refinar a busca.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'viva' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Casa Bela' })).toBeNull(), { timeout: 5000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=viva'))).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'Arte Viva' }));
    expect(onChange).toHaveBeenCalledWith(VIVA.id);
  });

  it('asks for the stores only when the pointer reaches the box or it takes the focus', async () => {
    const fetchMock = stub();
    mount('');
    const box = screen.getByRole('combobox', { name: 'Loja' }) as HTMLInputElement;
    // The filter reads "Todas as lojas" without any store.
    expect(box.value).toBe('Todas as lojas');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.pointerEnter(box);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/stores?');
    fireEvent.focus(box);
    expect(await screen.findByRole('option', { name: 'Casa Bela' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says "Nenhuma loja encontrada" when nothing matches', async () => {
    stub();
    mount('');
    const box = screen.getByRole('combobox', { name: 'Loja' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'xyz' } });
    await screen.findByText('Nenhuma loja encontrada', undefined, { timeout: 5000 });
  });

  it('names a chosen store that the results do not hold', async () => {
    const fetchMock = stub();
    mount(FAR.id);
    const box = screen.getByRole('combobox', { name: 'Loja' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Loja Distante'));
    expect(box.getAttribute('data-value')).toBe(FAR.id);
    // Named by GET /stores/{id} alone: the list waits for someone to open it.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
