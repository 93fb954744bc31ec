import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, listQueryProps, rangeText } from './data-table';

describe('rangeText', () => {
  it('reads like the spec', () => {
    expect(rangeText(1, 10, 42)).toBe('1-10 de 42 resultados');
    expect(rangeText(5, 10, 42)).toBe('41-42 de 42 resultados');
    expect(rangeText(1, 10, 0)).toBe('0 resultados');
  });

  it('speaks of one result in the singular', () => {
    expect(rangeText(1, 10, 1)).toBe('1 resultado');
    expect(rangeText(1, 10, 2)).toBe('1-2 de 2 resultados');
  });

  it('says an uncounted search has more than the rows up to this page', () => {
    expect(rangeText(1, 10, 10, true)).toBe('1-10 de mais de 10 resultados');
    expect(rangeText(100, 10, 1000, true)).toBe('991-1000 de mais de 1.000 resultados');
  });
});

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(3);
  const [size, setSize] = useState(10);
  const rows = Array.from({ length: Math.min(size, total) }, (_, i) => ({ id: String(i) }));
  return (
    <DataTable
      caption="Teste"
      columns={[{ key: 'id', header: 'ID', cell: (r) => r.id }]}
      rows={rows}
      rowKey={(r) => r.id}
      total={total}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      onPageSizeChange={setSize}
    />
  );
}

describe('DataTable', () => {
  it('offers 10/20/50 and goes back to page 1 when the size changes', () => {
    render(<Harness total={120} />);
    expect(screen.getByText('21-30 de 120 resultados')).toBeTruthy();
    const select = screen.getByLabelText('Itens por página') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '50']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(screen.getByText('1-50 de 120 resultados')).toBeTruthy();
  });

  it('says 1 resultado under a list of one row', () => {
    render(
      <DataTable
        caption="Teste"
        columns={[{ key: 'id', header: 'ID', cell: (r: { id: string }) => r.id }]}
        rows={[{ id: 'único' }]}
        rowKey={(r) => r.id}
        total={1}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.getByText('1 resultado')).toBeTruthy();
    expect(screen.queryByText(/resultados/)).toBeNull();
  });

  it('keeps the next page open while uncounted matches follow, showing the page number alone', () => {
    const pages: number[] = [];
    const table = (page: number, total: number, totalCapped: boolean) => (
      <DataTable
        caption="Busca"
        columns={[{ key: 'id', header: 'ID', cell: (r: { id: string }) => r.id }]}
        rows={[{ id: 'a' }]}
        rowKey={(r) => r.id}
        total={total}
        totalCapped={totalCapped}
        page={page}
        pageSize={10}
        onPageChange={(p) => pages.push(p)}
        onPageSizeChange={() => {}}
      />
    );
    const { rerender } = render(table(2, 20, true));
    expect(screen.getByText('11-20 de mais de 20 resultados')).toBeTruthy();
    expect(screen.getByText('Página 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(pages).toEqual([3]);
    rerender(table(3, 21, false));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Próxima' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 0 resultados and shows the empty text when there is nothing', () => {
    render(<Harness total={0} />);
    expect(screen.getByText('0 resultados')).toBeTruthy();
    expect(screen.getByText('Nenhum registro encontrado.')).toBeTruthy();
  });
});

describe('DataTable on a phone', () => {
  const listeners = new Set<() => void>();
  let phone = true;
  afterEach(() => {
    vi.unstubAllGlobals();
    listeners.clear();
  });
  const stubScreen = () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('max-width') ? phone : !phone;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
  };
  const table = (card?: (r: { id: string; name: string }) => string) => (
    <DataTable
      caption="Compras"
      columns={[{ key: 'name', header: 'Nome', cell: (r) => r.name }]}
      rows={[
        { id: '1', name: 'Primeira' },
        { id: '2', name: 'Segunda' },
      ]}
      rowKey={(r) => r.id}
      total={2}
      page={1}
      pageSize={10}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      footer="Total de pontos: 7"
      card={card}
    />
  );

  it('lists each row as a card, with the footer under them, and turns back into a table when the window widens', () => {
    phone = true;
    stubScreen();
    render(table((r) => `Cartão ${r.name}`));
    const list = screen.getByRole('list', { name: 'Compras' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cartão Primeira', 'Cartão Segunda']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Total de pontos: 7')).toBeTruthy();

    phone = false;
    act(() => {
      for (const fn of listeners) fn();
    });
    expect(screen.queryByRole('list', { name: 'Compras' })).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Total de pontos: 7' })).toBeTruthy();
  });

  it('stays a table on a phone when the screen gives no card', () => {
    phone = true;
    stubScreen();
    render(table());
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe('listQueryProps', () => {
  const base = { refetch: () => Promise.resolve() };

  it('passes rows and total of an answered list query', () => {
    const props = listQueryProps({
      ...base,
      data: { data: [{ id: 'a' }], total: 7 },
      isPending: false,
      isError: false,
    } as never);
    expect(props).toMatchObject({
      rows: [{ id: 'a' }],
      total: 7,
      totalCapped: false,
      loading: false,
      error: undefined,
    });
  });

  it('passes on that more matches follow an uncounted search', () => {
    const props = listQueryProps({
      ...base,
      data: { data: [{ id: 'a' }], total: 1000, totalCapped: true },
      isPending: false,
      isError: false,
    } as never);
    expect(props).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('shows the SPEC error text, or a screen-specific one, when the query fails', () => {
    const failed = { ...base, data: undefined, isPending: false, isError: true } as never;
    expect(listQueryProps(failed)).toMatchObject({ rows: [], total: 0, error: 'Não foi possível carregar os dados' });
    expect(listQueryProps(failed, 'Erro ao carregar lojas').error).toBe('Erro ao carregar lojas');
  });
});
