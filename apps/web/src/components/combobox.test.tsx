import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const SELLERS = [
  { value: 's1', label: 'Vítor Vendedor' },
  { value: 's2', label: 'Ana Souza' },
  { value: 's3', label: 'Bruno Lima' },
];

function Harness({ initial = '', onSearch }: { initial?: string; onSearch?: (t: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="seller">Vendedor</label>
      <Combobox
        id="seller"
        value={value}
        onChange={setValue}
        options={SELLERS}
        onSearch={onSearch}
        selectedLabel={initial === 'gone' ? 'Vendedor antigo' : undefined}
        allLabel="Todos"
        emptyText="Nenhum vendedor encontrado"
        listLabel="Vendedores"
      />
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Vendedor' }) as HTMLInputElement;

describe('Combobox', () => {
  it('is a labelled combobox that opens a listbox of 44 px options', () => {
    render(<Harness />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Vendedores' });
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'Vítor Vendedor', 'Ana Souza', 'Bruno Lima']);
    expect(options[1]?.className).toContain('min-h-11');
  });

  it('filters as the user types, ignoring accents and case, and says when nothing matches', () => {
    render(<Harness />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'vitor' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Vítor Vendedor']);
    fireEvent.change(box(), { target: { value: 'zz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nenhum vendedor encontrado')).toBeTruthy();
  });

  it('moves with the arrows, chooses with Enter and shows the chosen name', () => {
    render(<Harness />);
    fireEvent.focus(box());
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('Ana Souza');
    expect(box().getAttribute('data-value')).toBe('s2');
  });

  it('closes on Escape and keeps the chosen name', () => {
    render(<Harness initial="s3" />);
    expect(box().value).toBe('Bruno Lima');
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'an' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('Bruno Lima');
    expect(box().getAttribute('data-value')).toBe('s3');
  });

  it('names a chosen value the results do not hold', () => {
    render(<Harness initial="gone" />);
    expect(box().value).toBe('Vendedor antigo');
  });

  it('hands the typed text to a server search instead of filtering', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: ' ana ' } });
    expect(onSearch).toHaveBeenLastCalledWith('ana');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
