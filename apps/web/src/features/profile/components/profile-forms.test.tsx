import type { Client, User } from '@mall/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { ClientProfileForm } from './client-profile-form';
import { StaffProfileForm } from './staff-profile-form';

const mutateAsync = vi.fn();
vi.mock('../api', () => ({
  useUpdateOwnClient: () => ({ mutateAsync }),
  useUpdateOwnUser: () => ({ mutateAsync }),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => mutateAsync.mockReset());

const client: Client = {
  id: 'c1',
  userId: 'u1',
  name: 'Maria Cliente',
  email: 'maria@example.com',
  cpf: '52998224725',
  address: 'Rua A, 10',
  zipCode: '01310100',
  phone: '11987654321',
  gender: null,
  birthdate: '1990-05-20',
  acceptsSMS: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const user: User = {
  id: 'u2',
  name: 'Ana Loja',
  email: 'ana@example.com',
  role: 'LOJISTA',
  storeId: 's1',
  store: { id: 's1', tradeName: 'Loja' },
  inactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

function renderClient(onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <ClientProfileForm client={client} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return onSaved;
}

describe('ClientProfileForm', () => {
  it('shows the record with the CPF read-only and the date as DD/MM/AAAA', () => {
    renderClient();
    expect((screen.getByLabelText('Nome Completo', { exact: false }) as HTMLInputElement).value).toBe('Maria Cliente');
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.value).toBe('529.982.247-25');
    expect(cpf.readOnly).toBe(true);
    expect((screen.getByLabelText('Data de Nascimento', { exact: false }) as HTMLInputElement).value).toBe(
      '20/05/1990',
    );
  });

  it('refuses a new password without the current one and sends nothing', async () => {
    renderClient();
    fill('Nova Senha', 'NovaSenha123');
    save();
    await screen.findByText('Informe a senha atual para definir uma nova senha');
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('sends digits, the ISO date and no password fields when the password is left alone', async () => {
    mutateAsync.mockResolvedValue({ message: 'ok', data: { ...client, address: 'Rua B, 20' } });
    const onSaved = renderClient();
    fill('Endereço', 'Rua B, 20');
    save();
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      name: 'Maria Cliente',
      email: 'maria@example.com',
      zipCode: '01310100',
      address: 'Rua B, 20',
      phone: '11987654321',
      birthdate: '1990-05-20',
    });
    expect(onSaved).toHaveBeenCalledWith({ name: 'Maria Cliente', token: undefined });
  });

  it('puts "Senha atual incorreta" under Senha Atual, and hands a fresh token on', async () => {
    mutateAsync.mockRejectedValueOnce(new ApiError('http', 400, ['Senha atual incorreta']));
    const onSaved = renderClient();
    fill('Senha Atual', 'errada');
    fill('Nova Senha', 'NovaSenha123');
    save();
    const message = await screen.findByText('Senha atual incorreta');
    expect(screen.getByLabelText('Senha Atual').getAttribute('aria-describedby')).toContain(message.id);
    mutateAsync.mockResolvedValueOnce({ message: 'ok', data: client, access_token: 'novo' });
    fill('Senha Atual', 'Demo@1234');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Maria Cliente', token: 'novo' }));
    expect(mutateAsync).toHaveBeenLastCalledWith(
      expect.objectContaining({ oldPassword: 'Demo@1234', newPassword: 'NovaSenha123' }),
    );
  });
});

describe('StaffProfileForm', () => {
  it('edits the name and e-mail only, with "Salvando..." while it saves', async () => {
    let resolve: (v: unknown) => void = () => {};
    mutateAsync.mockReturnValue(new Promise((r) => (resolve = r)));
    const onSaved = vi.fn();
    render(
      <MemoryRouter>
        <StaffProfileForm user={user} home="/admin/dashboard" onSaved={onSaved} />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText('CPF')).toBeNull();
    fill('Nome Completo', 'Ana Renomeada');
    save();
    await screen.findByRole('button', { name: 'Salvando...' });
    expect(mutateAsync).toHaveBeenCalledWith({ name: 'Ana Renomeada', email: 'ana@example.com' });
    resolve({ message: 'ok', data: { ...user, name: 'Ana Renomeada' } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Ana Renomeada', token: undefined }));
  });
});
