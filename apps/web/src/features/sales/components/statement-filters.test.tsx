import { todayIn } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StatementFiltersBar } from './statement-filters';

// The store filter searches the stores itself (a query): the bar renders inside a query client.
const render = (ui: ReactNode) => renderDom(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const base = { search: '', status: 'all' as const, store: '', month: '', year: '', day: '' };
const handlers = { onSearch: vi.fn(), onStatus: vi.fn(), onStore: vi.fn(), onPeriod: vi.fn(), onClearDay: vi.fn() };

describe('StatementFiltersBar', () => {
  it('LOJISTA: the store filter shows its own store and is locked', () => {
    render(
      <StatementFiltersBar
        value={{ ...base, store: 'st1' }}
        lockedStore={{ id: 'st1', tradeName: 'Casa Aurora Móveis' }}
        {...handlers}
      />,
    );
    const select = screen.getByLabelText('Loja') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('st1');
    expect(select.options[select.selectedIndex]?.textContent).toBe('Casa Aurora Móveis');
  });

  it('staff choose among the stores; status offers the SPEC labels; years are the current and 4 before', () => {
    render(<StatementFiltersBar value={base} {...handlers} />);
    const store = screen.getByRole('combobox', { name: 'Loja' }) as HTMLInputElement;
    expect(store.disabled).toBe(false);
    expect(store.value).toBe('Todas as lojas');
    const status = screen.getByLabelText('Situação') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'Todas',
      'EM ANALISE',
      'APROVADA',
      'REJEITADA',
      'CANCELADA',
    ]);
    const years = [...(screen.getByLabelText('Ano') as HTMLSelectElement).options].map((o) => o.value);
    // The mall's year, in São Paulo (on New Year's Eve evening, UTC is a year ahead).
    const current = Number(todayIn().slice(0, 4));
    expect(years.slice(1).map(Number)).toEqual([current, current - 1, current - 2, current - 3, current - 4]);
    expect((screen.getByLabelText('Mês') as HTMLSelectElement).options).toHaveLength(13);
  });
});
