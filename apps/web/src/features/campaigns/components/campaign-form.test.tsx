import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { CampaignForm } from './campaign-form';
import { emptyCampaignForm } from './campaign-form-schema';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

afterEach(() => toastError.mockReset());

function renderForm(onSubmit = vi.fn(async () => {})) {
  render(
    <MemoryRouter>
      <CampaignForm
        defaultValues={emptyCampaignForm}
        submitLabel="Cadastrar"
        errorFallback="Erro ao atualizar campanha"
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('CampaignForm', () => {
  it('says "Preencha todos os campos obrigatórios" and sends nothing when fields are missing', async () => {
    const onSubmit = renderForm();
    fill(/^Nome/, 'Primavera');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Preencha todos os campos obrigatórios', expect.anything()),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the conversion rate an integer from 0 to 100 and the end after the start', async () => {
    const onSubmit = renderForm();
    fill(/^Nome/, 'Primavera');
    fill(/^Descrição/, 'Compre e ganhe');
    fill(/^Data inicial/, '2026-09-10');
    fill(/^Data final/, '2026-09-01');
    fill(/^Taxa de conversão/, '150');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByText('Taxa de conversão deve ser um número inteiro de 0 a 100');
    expect(screen.getByText('A data final deve ser igual ou posterior à data inicial')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the dates as YYYY-MM-DD and the rate as a number', async () => {
    const onSubmit = renderForm();
    fill(/^Nome/, ' Primavera ');
    fill(/^Descrição/, 'Compre e ganhe');
    fill(/^Data inicial/, '2026-09-01');
    fill(/^Data final/, '2026-09-30');
    fill(/^Taxa de conversão/, '80');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Primavera',
        description: 'Compre e ganhe',
        startDate: '2026-09-01',
        endDate: '2026-09-30',
        conversionRate: 80,
      }),
    );
  });

  it('shows the local fallback when saving fails without a server message', async () => {
    renderForm(
      vi.fn(async () => {
        throw new Error('boom');
      }),
    );
    fill(/^Nome/, 'Primavera');
    fill(/^Descrição/, 'Compre e ganhe');
    fill(/^Data inicial/, '2026-09-01');
    fill(/^Data final/, '2026-09-30');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByText('Erro ao atualizar campanha');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Erro ao atualizar campanha', expect.anything());
  });

  it('marks the field a refused save names, focuses it, with one toast and no box', async () => {
    const message = 'A data final deve ser igual ou posterior à data inicial';
    Element.prototype.scrollIntoView = vi.fn();
    renderForm(
      vi.fn(async () => {
        throw new ApiError('http', 400, [message]);
      }),
    );
    fill(/^Nome/, 'Primavera');
    fill(/^Descrição/, 'Campanha de primavera');
    fill(/^Data inicial/, '2026-09-01');
    fill(/^Data final/, '2026-09-30');
    fill(/^Taxa de conversão/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const end = screen.getByLabelText(/^Data final/);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('server-errors')).toBeNull();
  });
});
