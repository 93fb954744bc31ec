import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('refuses an invalid CPF with "CPF inválido" and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <RegisterForm onRegistered={vi.fn()} onSwitchToLogin={vi.fn()} />
      </MemoryRouter>,
    );
    const cpf = screen.getByLabelText(/CPF/);
    fireEvent.input(cpf, { target: { value: '11111111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.getByText('CPF inválido')).toBeTruthy());
    expect(toastError).toHaveBeenCalledWith('CPF inválido', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
