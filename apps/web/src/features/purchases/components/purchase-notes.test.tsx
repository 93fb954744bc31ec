import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSED_CHECKS, saleRecord } from '../../../testing/sale-record';
import { PurchaseNotes } from './purchase-notes';

const CNPJ_FAILED = {
  code: 'cnpj' as const,
  status: 'failed' as const,
  message: 'O CNPJ da chave (11.222.333/0001-81) não é o da loja escolhida (12.345.678/0001-95)',
};

describe("a refused purchase's notes on /meus-pontos", () => {
  it('give the reason and, in the reviewer’s words, what the receipt’s checks found wrong', () => {
    const sale = saleRecord({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      status: 'rejected',
      reason: 'Cupom de outra loja',
      rejectionReason: 'Cupom de outra loja',
      checks: PASSED_CHECKS.map((c) => (c.code === 'cnpj' ? CNPJ_FAILED : c)),
    });
    render(<PurchaseNotes sale={sale} />);
    expect(screen.getByText('Motivo: Cupom de outra loja')).toBeTruthy();
    expect(screen.getByText('O que a verificação do comprovante encontrou:')).toBeTruthy();
    const findings = screen.getByRole('list');
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([CNPJ_FAILED.message]);
  });

  it('list no findings when every check passed, nor on a purchase still under review', () => {
    const rejected = saleRecord({
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      status: 'rejected',
      rejectionReason: 'Foto ilegível',
    });
    const { unmount } = render(<PurchaseNotes sale={rejected} />);
    expect(screen.queryByText('O que a verificação do comprovante encontrou:')).toBeNull();
    unmount();
    const pending = saleRecord({
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      checks: PASSED_CHECKS.map((c) => (c.code === 'cnpj' ? CNPJ_FAILED : c)),
    });
    render(<PurchaseNotes sale={pending} />);
    expect(screen.queryByText('O que a verificação do comprovante encontrou:')).toBeNull();
  });
});
