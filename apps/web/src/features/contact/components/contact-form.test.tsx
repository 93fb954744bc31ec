import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

const toastSuccess = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { success: (...a: unknown[]) => toastSuccess(...a), error: vi.fn(), info: vi.fn() },
}));

function renderForm() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.input(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockClear();
});

describe('ContactForm', () => {
  it('requires name, e-mail and message and sends nothing without them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submit();
    expect(await screen.findByText('Nome é obrigatório')).toBeTruthy();
    expect(screen.getByText('E-mail é obrigatório')).toBeTruthy();
    expect(screen.getByText('Mensagem é obrigatória')).toBeTruthy();
    expect(input(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    // Optional fields stay quiet.
    expect(input(/^Celular/).getAttribute('aria-invalid')).toBeNull();
    expect(input(/^Cidade/).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail and an incomplete phone', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    type(/^Nome/, 'Ana');
    type(/^E-mail/, 'ana@');
    type(/^Celular/, '1199');
    type(/^Mensagem/, 'Olá');
    submit();
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('Celular inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message with phones as digits, toasts the server message and clears the form', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Mensagem enviada com sucesso!', data: { id: '1' } }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    type(/^Nome/, '  Ana Souza ');
    type(/^E-mail/, 'Ana@Example.com');
    type(/^Celular/, '11987654321');
    type(/^Mensagem/, 'Quero saber sobre o estacionamento.');
    submit();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Mensagem enviada com sucesso!'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/clients/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      cellphone: '11987654321',
      phone: null,
      city: null,
      message: 'Quero saber sobre o estacionamento.',
    });
    await waitFor(() => expect(input(/^Nome/).value).toBe(''));
    expect(input(/^Mensagem/).value).toBe('');
    expect(input(/^Celular/).value).toBe('');
  });
});
