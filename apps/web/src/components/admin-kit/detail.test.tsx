import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { DetailPage } from './detail';

type Store = { name: string };

function queryOf(state: Partial<UseQueryResult<Store>>) {
  return { isPending: false, isError: false, isSuccess: false, refetch: vi.fn(), ...state } as UseQueryResult<Store>;
}

function page(query: UseQueryResult<Store>) {
  render(
    <DetailPage
      query={query}
      title="Detalhes da loja"
      eyebrow="Lojas"
      notFound="Loja não encontrada"
      backLink={<a href="/admin/lojas">Voltar para lojas</a>}
    >
      {(s) => <h1>{s.name}</h1>}
    </DetailPage>,
  );
}

describe('DetailPage', () => {
  it('shows a spinner while the record loads', () => {
    page(queryOf({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it('shows the record once loaded', () => {
    page(queryOf({ isSuccess: true, data: { name: 'Casa Bela' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casa Bela');
  });

  it('keeps the page title and offers the way back on a 404', () => {
    page(queryOf({ isError: true, error: new ApiError('http', 404, ['Loja não encontrada']) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Detalhes da loja');
    expect(screen.getByText('Loja não encontrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para lojas' })).toBeTruthy();
    expect(screen.queryByText('Tentar novamente')).toBeNull();
  });

  it('keeps the page title and retries any other failure', () => {
    const refetch = vi.fn();
    page(queryOf({ isError: true, error: new ApiError('http', 500, ['Erro']), refetch }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Detalhes da loja');
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os dados');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalled();
  });
});
