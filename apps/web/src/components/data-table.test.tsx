import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, listQueryProps, rangeText } from './data-table';

describe('rangeText', () => {
  it('reads like the spec', () => {
    expect(rangeText(1, 10, 42)).toBe('1-10 de 42 resultados');
    expect(rangeText(5, 10, 42)).toBe('41-42 de 42 resultados');
    expect(rangeText(1, 10, 0)).toBe('0 resultados');
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

  it('says 0 resultados and shows the empty text when there is nothing', () => {
    render(<Harness total={0} />);
    expect(screen.getByText('0 resultados')).toBeTruthy();
    expect(screen.getByText('Nenhum registro encontrado.')).toBeTruthy();
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
    expect(props).toMatchObject({ rows: [{ id: 'a' }], total: 7, loading: false, error: undefined });
  });

  it('shows the SPEC error text, or a screen-specific one, when the query fails', () => {
    const failed = { ...base, data: undefined, isPending: false, isError: true } as never;
    expect(listQueryProps(failed)).toMatchObject({ rows: [], total: 0, error: 'Não foi possível carregar os dados' });
    expect(listQueryProps(failed, 'Erro ao carregar lojas').error).toBe('Erro ao carregar lojas');
  });
});
