import { PASSWORD_RULE_TEXT } from '@mall/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { NewPasswordForm } from './new-password-form';

function renderForm(onSubmit = vi.fn(async (_password: string) => {})) {
  render(<NewPasswordForm onSubmit={onSubmit} submitLabel="Salvar nova senha" />);
  return onSubmit;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

describe('NewPasswordForm', () => {
  it('shows the password rule under Nova senha', () => {
    renderForm();
    const field = screen.getByLabelText(/^Nova senha/);
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(PASSWORD_RULE_TEXT);
  });

  it('refuses a confirmation that differs, sending nothing', async () => {
    const onSubmit = renderForm();
    type('Nova senha *', 'NovaSenha9');
    type('Confirmar senha *', 'NovaSenha8');
    submit();
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
    expect(screen.getByLabelText(/^Confirmar senha/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a password outside the rule (letters and digits, 8 or more)', async () => {
    const onSubmit = renderForm();
    type('Nova senha *', 'semnumero');
    type('Confirmar senha *', 'semnumero');
    submit();
    expect(await screen.findByText('A senha deve conter pelo menos um número')).toBeTruthy();
    type('Nova senha *', 'abc1');
    submit();
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password when both match, and shows a refusal from the server above the fields', async () => {
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new ApiError('http', 500, ['Falha ao salvar']);
      }),
    );
    type('Nova senha *', 'NovaSenha9');
    type('Confirmar senha *', 'NovaSenha9');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('NovaSenha9'));
    expect((await screen.findByRole('alert')).textContent).toBe('Falha ao salvar');
  });
});
