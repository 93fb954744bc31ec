import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorListTable, type CursorPage, useAdminList } from './list';

type Row = { id: string; name: string };

function queryOf(page: CursorPage<Row>) {
  return { data: page, isPending: false, isError: false, refetch: vi.fn() } as unknown as UseQueryResult<
    CursorPage<Row>
  >;
}

function mount(address: string, page: CursorPage<Row>) {
  const seen: { search?: string; cursor?: string } = {};
  function Page() {
    const list = useAdminList({ kind: '', cursor: '' });
    seen.search = useLocation().search;
    seen.cursor = list.filters.cursor;
    return (
      <CursorListTable
        list={list}
        query={queryOf(page)}
        caption="Registros"
        pagerLabel="Páginas"
        columns={[{ key: 'name', header: 'Nome', cell: (r) => r.name }]}
        rowKey={(r) => r.id}
        emptyText="Nenhum registro"
        emptyFilteredText="Nenhum registro encontrado."
      />
    );
  }
  const router = createMemoryRouter([{ path: '/log', element: <Page /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return seen;
}

afterEach(cleanup);

describe('CursorListTable', () => {
  it('follows the answer cursors through the address, with no total or page numbers', () => {
    const seen = mount('/log', { data: [{ id: '1', name: 'Um' }], nextCursor: 'N1', prevCursor: null });
    expect(screen.queryByText(/resultado/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Anteriores' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Mais recentes' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próximos' }));
    expect(seen.search).toBe('?cursor=N1');
  });

  it('goes back by the previous cursor or to the newest page, and is disabled at the oldest', () => {
    const seen = mount('/log?kind=x&cursor=N1', {
      data: [{ id: '2', name: 'Dois' }],
      nextCursor: null,
      prevCursor: 'P2',
    });
    expect(screen.getByRole('button', { name: 'Próximos' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Anteriores' }));
    expect(seen.cursor).toBe('P2');
    fireEvent.click(screen.getByRole('button', { name: 'Mais recentes' }));
    expect(seen.search).toBe('?kind=x');
  });

  it('says "encontrado" under a filter; a cursor alone is no filter', () => {
    mount('/log?kind=x', { data: [], nextCursor: null, prevCursor: null });
    expect(screen.getByText('Nenhum registro encontrado.')).toBeTruthy();
    cleanup();
    mount('/log?cursor=N1', { data: [], nextCursor: null, prevCursor: null });
    expect(screen.getByText('Nenhum registro')).toBeTruthy();
  });
});
