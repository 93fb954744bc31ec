import type { Consents } from '@mall/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { getSession, saveSession } from '../../../lib/session';
import { PrivacySection } from './privacy-section';

const consents: Consents = {
  sms: true,
  records: [
    { id: 'c3', kind: 'sms', version: '2025-06', acceptedAt: '2026-03-02T13:30:00.000Z', withdrawnAt: null },
    {
      id: 'c2',
      kind: 'sms',
      version: '2025-06',
      acceptedAt: '2026-01-10T12:00:00.000Z',
      withdrawnAt: '2026-02-01T15:00:00.000Z',
    },
    { id: 'c1', kind: 'terms', version: '2025-06', acceptedAt: '2026-01-10T12:00:00.000Z', withdrawnAt: null },
  ],
};

const mutate = vi.fn();
const downloadOwnData = vi.fn();
const deleteOwnAccount = vi.fn();
vi.mock('../api/privacy', () => ({
  useOwnConsents: () => ({ isPending: false, isError: false, data: { data: consents } }),
  useSetSmsConsent: () => ({ mutate, isPending: false }),
  downloadOwnData: (format: string) => downloadOwnData(format),
  deleteOwnAccount: (body: unknown) => deleteOwnAccount(body),
}));
const saveFile = vi.fn();
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  saveFile: (file: unknown) => saveFile(file),
}));
const signOut = vi.fn();
vi.mock('../../../lib/auth', () => ({ useAuth: () => ({ signOut }) }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/meu-dados']}>
      <Routes>
        <Route path="/meu-dados" element={<PrivacySection />} />
        <Route path="/" element={<p>Página inicial</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PrivacySection', () => {
  it('lists each consent with its version and dates, a withdrawal included', () => {
    renderSection();
    const items = within(screen.getByRole('list', { name: 'Histórico de consentimentos' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Envio de SMS');
    expect(items[0]?.textContent).toContain('versão 2025-06');
    expect(items[0]?.textContent).toContain('aceito em 02/03/2026, 10:30');
    expect(items[1]?.textContent).toContain('retirado em 01/02/2026, 12:00');
    expect(items[2]?.textContent).toContain('Termos de uso');
    expect(items[2]?.textContent).not.toContain('retirado');
  });

  it('withdraws the SMS consent from the switch', () => {
    renderSection();
    const sms = screen.getByRole('switch', { name: 'Receber SMS do programa' });
    expect(sms.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sms);
    expect(mutate).toHaveBeenCalledWith(false);
  });

  it('downloads the JSON and the CSV under the names the server gives', async () => {
    const file = { blob: new Blob(['x']), fileName: 'meus-dados-clube-decor-design-2026-03-02.csv' };
    downloadOwnData.mockResolvedValue(file);
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar compras e resgates (CSV)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(downloadOwnData).toHaveBeenCalledWith('csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados (JSON)' }));
    await waitFor(() => expect(downloadOwnData).toHaveBeenCalledWith('json'));
  });

  it('asks the password before deleting and keeps the customer in on a wrong one', async () => {
    deleteOwnAccount.mockRejectedValue(new ApiError('http', 400, ['Senha incorreta: sua conta não foi excluída']));
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Informe sua senha para excluir a conta')).toBeTruthy();
    expect(deleteOwnAccount).not.toHaveBeenCalled();
    fireEvent.input(within(dialog).getByLabelText('Sua senha', { exact: false }), { target: { value: 'Errada1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Senha incorreta: sua conta não foi excluída')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByText('Página inicial')).toBeNull();
  });

  it('logs out to the home page with a toast once the account is deleted', async () => {
    saveSession({ token: 'x.y.z', name: 'Renata', role: 'CLIENTE', storeId: null } as never);
    deleteOwnAccount.mockResolvedValue({ message: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.' });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    fireEvent.input(within(dialog).getByLabelText('Sua senha', { exact: false }), { target: { value: 'Segura123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
    expect(deleteOwnAccount).toHaveBeenCalledWith({ password: 'Segura123' });
    expect(getSession()).toBeNull();
    expect(signOut).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Sua conta foi excluída e seus dados pessoais foram anonimizados.');
  });
});
