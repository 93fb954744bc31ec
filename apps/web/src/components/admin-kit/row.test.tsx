import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RecordLink, RowActions } from './row';

describe('RowActions', () => {
  it('opens pages by link, dialogs by button, and names each action after the record', () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <MemoryRouter>
        <RowActions noun="vendedor" name="Ana" view="/admin/vendedores/1" edit={edit} onDelete={remove} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ver vendedor Ana' }).getAttribute('href')).toBe('/admin/vendedores/1');
    fireEvent.click(screen.getByRole('button', { name: 'Editar vendedor Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir vendedor Ana' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledOnce();
  });

  it('leaves out what the caller may not do', () => {
    render(
      <MemoryRouter>
        <RowActions noun="loja" name="Casa Lar" view="/admin/lojas/9" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('RecordLink', () => {
  it('links the name to the record and shows the second line', () => {
    render(
      <MemoryRouter>
        <RecordLink to="/admin/lojas/9" name="Casa Lar" detail="Casa Lar Ltda" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Casa Lar' }).getAttribute('href')).toBe('/admin/lojas/9');
    expect(screen.getByText('Casa Lar Ltda').tagName).toBe('P');
  });
});
