import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSearch, ListTable, useAdminList } from './list';

type Row = { id: string; name: string };

function queryOf(rows: Row[], total = rows.length) {
  return {
    data: { data: rows, total },
    isPending: false,
    isError: false,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<{ data: Row[]; total: number }>;
}

function mount(address: string, rows: Row[] = []) {
  const seen: { params?: unknown; search?: string } = {};
  function Page() {
    const list = useAdminList({ search: '', status: 'all' });
    seen.params = list.params;
    seen.search = useLocation().search;
    return (
      <>
        <ListSearch list={list} label="Buscar loja" />
        <ListTable
          list={list}
          query={queryOf(rows, 42)}
          caption="Lojas"
          columns={[{ key: 'name', header: 'Nome', cell: (r) => r.name }]}
          rowKey={(r) => r.id}
          emptyText="Nenhuma loja cadastrada"
          emptyFilteredText="Nenhuma loja encontrada."
        />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/lojas', element: <Page /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return seen;
}

afterEach(() => vi.useRealTimers());

describe('useAdminList with ListSearch and ListTable', () => {
  it('gives the query its page, size and filters from the address', () => {
    const seen = mount('/lojas?page=2&limit=20&search=casa');
    expect(seen.params).toEqual({ search: 'casa', status: 'all', page: 2, limit: 20 });
    expect((screen.getByLabelText('Buscar loja') as HTMLInputElement).value).toBe('casa');
    expect(screen.getByText('21-40 de 42 resultados')).toBeTruthy();
  });

  it('says "cadastrada" without a filter and "encontrada" under one', () => {
    mount('/lojas');
    expect(screen.getByText('Nenhuma loja cadastrada')).toBeTruthy();
    cleanup();
    mount('/lojas?status=inactive');
    expect(screen.getByText('Nenhuma loja encontrada.')).toBeTruthy();
  });

  it('commits the typed search to the address after the pause and goes back to page 1', () => {
    vi.useFakeTimers();
    const seen = mount('/lojas?page=3', [{ id: '1', name: 'Casa Bela' }]);
    fireEvent.change(screen.getByLabelText('Buscar loja'), { target: { value: '  bela ' } });
    expect(seen.search).toBe('?page=3');
    act(() => vi.advanceTimersByTime(350));
    expect(seen.search).toBe('?search=bela');
    expect(seen.params).toEqual({ search: 'bela', status: 'all', page: 1, limit: 10 });
  });
});
