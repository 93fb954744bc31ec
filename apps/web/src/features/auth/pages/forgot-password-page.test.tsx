import { FORGOT_PASSWORD_MESSAGE } from '@mall/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function renderPage(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/esqueci-minha-senha', state }]}>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.input(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts with the e-mail typed in the login modal, sends it and shows the neutral answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: FORGOT_PASSWORD_MESSAGE })));
    vi.stubGlobal('fetch', fetchMock);
    renderPage({ email: 'Ana@Example.com ' });
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('Ana@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('status')).textContent).toBe(FORGOT_PASSWORD_MESSAGE);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com' });
    expect(screen.queryByRole('button', { name: 'Enviar link' })).toBeNull();
  });
});
