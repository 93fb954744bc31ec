import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RedeemConfirmDialog } from './redeem-confirm-dialog';
import { RedeemPanel } from './redeem-panel';
import { redeemState } from './redeem-state';
import { extractVoucherCode } from './voucher-code';

const PRIZE = { points: 5, soldOut: false };

describe('redeemState', () => {
  it('compares the balance with the prize points', () => {
    expect(redeemState(PRIZE, 5).kind).toBe('available');
    expect(redeemState(PRIZE, 4).kind).toBe('insufficient');
    expect(redeemState(PRIZE, undefined).kind).toBe('loading');
    expect(redeemState({ points: 1, soldOut: true }, 100).kind).toBe('sold-out');
    expect(redeemState(PRIZE, 0, 'AB12CD34EF')).toEqual({ kind: 'redeemed', voucher: 'AB12CD34EF' });
  });
});

describe('RedeemPanel', () => {
  it('enables Resgatar with enough points and says so', () => {
    const onRedeem = vi.fn();
    render(<RedeemPanel prize={PRIZE} userPoints={11} onRedeem={onRedeem} />);
    expect(screen.getByText('Você pode resgatar este brinde')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Resgatar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onRedeem).toHaveBeenCalledOnce();
  });

  it('tells a customer who already redeemed in this campaign so, and links their voucher', () => {
    render(
      <MemoryRouter>
        <RedeemPanel prize={PRIZE} userPoints={0} redeemedVoucher="AB12CD34EF" onRedeem={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Você já resgatou um benefício nesta campanha (um por CPF por campanha)',
    );
    expect(screen.queryByText('Pontos insuficientes para resgatar este brinde')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver meu voucher' }).getAttribute('href')).toBe(
      '/cliente/voucher?code=AB12CD34EF',
    );
    expect((screen.getByRole('button', { name: 'Resgatar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Resgatar without enough points', () => {
    render(<RedeemPanel prize={PRIZE} userPoints={2} onRedeem={vi.fn()} />);
    expect(screen.getByText('Pontos insuficientes para resgatar este brinde')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resgatar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables the button while the balance loads, with no verdict yet', () => {
    render(<RedeemPanel prize={PRIZE} userPoints={undefined} onRedeem={vi.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Resgatar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Esgotado, disabled, for a sold-out prize even with points', () => {
    render(<RedeemPanel prize={{ points: 1, soldOut: true }} userPoints={50} onRedeem={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Esgotado' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('RedeemConfirmDialog', () => {
  it('warns of every rule before confirming', async () => {
    const onConfirm = vi.fn();
    render(
      <RedeemConfirmDialog
        open
        onOpenChange={vi.fn()}
        prizeName="Kit de velas aromáticas"
        points={1}
        pending={false}
        onConfirm={onConfirm}
      />,
    );
    // The dialog's code arrives when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar resgate' });
    expect(dialog.textContent).toContain('Kit de velas aromáticas');
    expect(dialog.textContent).toContain('Esta ação é irreversível.');
    expect(dialog.textContent).toContain('sua pontuação será zerada');
    expect(dialog.textContent).toContain('apenas um resgate por CPF por campanha');
    expect(dialog.textContent).toContain('válido por 10 dias após o término da campanha');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('extractVoucherCode', () => {
  it('reads a typed code or the link a QR scanner types', () => {
    expect(extractVoucherCode(' 2b0m2fc5ey ')).toBe('2B0M2FC5EY');
    expect(extractVoucherCode('https://x.test/cliente/voucher?code=2B0M2FC5EY')).toBe('2B0M2FC5EY');
    expect(extractVoucherCode('ABC')).toBeNull();
    expect(extractVoucherCode('OOOOOOOOOO')).toBeNull();
    // Read out or copied with its grouping: case, spaces and hyphens do not count.
    expect(extractVoucherCode('KC98 TMCH4W')).toBe('KC98TMCH4W');
    expect(extractVoucherCode('kc98-tmch4w')).toBe('KC98TMCH4W');
    expect(extractVoucherCode('%E0%A4%A')).toBeNull();
  });
});
