import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListState, useListState } from './use-list-state';

type Filters = { search: string; status: string };

function mount(address: string) {
  const seen: { list?: ListState<Filters>; search?: string } = {};
  function Probe() {
    seen.list = useListState<Filters>({ search: '', status: 'all' });
    seen.search = useLocation().search;
    return null;
  }
  const router = createMemoryRouter([{ path: '/lista', element: <Probe /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return {
    get list() {
      if (!seen.list) throw new Error('not rendered');
      return seen.list;
    },
    get search() {
      return seen.search;
    },
    router,
  };
}

describe('useListState', () => {
  it('reads page, size and filters from the address', () => {
    const v = mount('/lista?page=3&limit=20&search=casa&status=approved');
    expect(v.list.page).toBe(3);
    expect(v.list.limit).toBe(20);
    expect(v.list.filters).toEqual({ search: 'casa', status: 'approved' });
  });

  it('reads a malformed page or a size the tables do not offer as the defaults', () => {
    const v = mount('/lista?page=abc&limit=7');
    expect(v.list.page).toBe(1);
    expect(v.list.limit).toBe(10);
    expect(v.list.filters).toEqual({ search: '', status: 'all' });
    expect(mount('/lista?page=0&limit=-20').list.page).toBe(1);
  });

  it('goes back to the first page when a filter changes, and leaves defaults out of the address', async () => {
    const v = mount('/lista?page=4&status=approved');
    await act(async () => v.list.setFilters({ search: 'lumen', status: 'all' }));
    expect(v.search).toBe('?search=lumen');
    expect(v.list.page).toBe(1);
  });

  it('composes two changes made in one event (a new page size, then page 1)', async () => {
    const v = mount('/lista?page=2');
    await act(async () => {
      v.list.paging.onPageSizeChange(50);
      v.list.paging.onPageChange(1);
    });
    expect(v.list.limit).toBe(50);
    expect(v.list.page).toBe(1);
    expect(v.search).toBe('?limit=50');
  });

  it('replaces the history entry, so back leaves the list', async () => {
    const v = mount('/lista');
    await act(async () => v.list.paging.onPageChange(2));
    expect(v.router.state.historyAction).toBe('REPLACE');
  });
});
