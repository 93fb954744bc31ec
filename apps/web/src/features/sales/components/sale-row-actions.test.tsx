import type { Sale } from '@mall/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SaleRowActions } from './sale-row-actions';

const sale = (status: Sale['status']) => ({ id: 's1', status }) as Sale;

function renderActions(status: Sale['status'], shopkeeper: boolean, canReview: boolean) {
  render(
    <MemoryRouter>
      <SaleRowActions
        sale={sale(status)}
        permissions={{ shopkeeper, canReview }}
        onApprove={vi.fn()}
        onReject={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe('SaleRowActions', () => {
  it('LOJISTA: approve, cancel and view are disabled with "Não permitido para lojistas"', () => {
    renderActions('pending', true, false);
    for (const name of ['Visualizar venda', 'Aprovar compra', 'Rejeitar compra']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Não permitido para lojistas');
    }
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a reviewer approves or rejects a pending sale and opens it', () => {
    renderActions('pending', false, true);
    expect((screen.getByRole('button', { name: 'Aprovar compra' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Rejeitar compra' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Visualizar venda' }).getAttribute('href')).toBe(
      '/admin/extratos/editar/s1',
    );
  });

  it('an approved sale can only be canceled; a final one neither', () => {
    renderActions('approved', false, true);
    expect((screen.getByRole('button', { name: 'Aprovar compra' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar compra' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a rejected sale offers no review action', () => {
    renderActions('rejected', false, true);
    expect((screen.getByRole('button', { name: 'Aprovar compra' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Rejeitar compra' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
