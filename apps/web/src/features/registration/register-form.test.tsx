import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

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

  it('says "Campo obrigatório" under an empty CPF, phone and CEP', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const label of ['CPF', 'Telefone', 'CEP']) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe('Campo obrigatório');
    }
    expect(screen.queryByText('CPF inválido')).toBeNull();
    expect(screen.queryByText('Telefone inválido')).toBeNull();
    expect(screen.queryByText('CEP inválido')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['CPF', 'CPF já cadastrado'],
    ['E-mail', 'E-mail já cadastrado'],
  ])("marks the %s field with the server's 409 and brings it into view", async (label, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 409, error: 'Conflict', message }), { status: 409 })),
    );
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderForm();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByTestId('server-errors')).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(message, expect.anything());
  });
});

function renderForm() {
  render(
    <MemoryRouter>
      <RegisterForm onRegistered={vi.fn()} onSwitchToLogin={vi.fn()} />
    </MemoryRouter>,
  );
}

async function fillValid() {
  fireEvent.input(screen.getByLabelText(/^Nome completo/), { target: { value: 'Marina Teste Silva' } });
  fireEvent.input(screen.getByLabelText(/^E-mail/), { target: { value: 'marina@example.com' } });
  fireEvent.input(screen.getByLabelText(/^CPF/), { target: { value: '52998224725' } });
  fireEvent.input(screen.getByLabelText(/^Data de nascimento/), { target: { value: '15051990' } });
  fireEvent.input(screen.getByLabelText(/^Telefone/), { target: { value: '11987654321' } });
  fireEvent.input(screen.getByLabelText(/^CEP/), { target: { value: '01414000' } });
  fireEvent.input(screen.getByLabelText(/^Endereço/), { target: { value: 'Rua Haddock Lobo, 1000' } });
  fireEvent.input(screen.getByLabelText(/^Senha/), { target: { value: 'Senha1234' } });
  fireEvent.click(screen.getByLabelText(/regulamento e os termos de uso/));
  fireEvent.click(screen.getByLabelText('Li e aceito a política de privacidade'));
}
