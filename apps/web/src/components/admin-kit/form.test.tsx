import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api/errors';
import { Field, inputClass } from '../field';
import { FormActions, FormAlerts, useAdminForm } from './form';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));
afterEach(() => toastError.mockReset());

const schema = z.object({
  name: z.string().trim().min(1, 'Campo obrigatório'),
  email: z.string().trim().min(1, 'Campo obrigatório'),
});

function Harness({ submit }: { submit: (v: z.output<typeof schema>) => Promise<void> }) {
  const kit = useAdminForm({
    schema,
    defaultValues: { name: '', email: '' },
    submit,
    matchers: { email: { paths: ['email'], labels: ['E-mail'] } },
    fallback: 'Erro ao salvar',
    toastId: 'test-save',
    onInvalid: () => toastError('Preencha todos os campos obrigatórios'),
  });
  const { errors } = kit.form.formState;
  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate>
      <FormAlerts form={kit} />
      <Field label="Nome" error={errors.name?.message} required>
        <input className={inputClass} {...kit.form.register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message} required>
        <input className={inputClass} {...kit.form.register('email')} />
      </Field>
      <FormActions submitLabel="Cadastrar" pending={kit.pending} cancel={{ to: '/admin/lojas' }} />
    </form>
  );
}

function renderForm(submit: (v: { name: string; email: string }) => Promise<void> = vi.fn(async () => {})) {
  render(
    <MemoryRouter>
      <Harness submit={submit} />
    </MemoryRouter>,
  );
  return submit;
}

const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('useAdminForm with FormAlerts and FormActions', () => {
  it('marks missing fields, toasts once, focuses the first and sends nothing', async () => {
    const submit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    expect(toastError).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/)));
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a server message naming a field under it and the others in the box, with one toast', async () => {
    renderForm(async () => {
      throw new ApiError('http', 409, ['E-mail já cadastrado', 'Loja bloqueada']);
    });
    fill(/^Nome/, 'Casa');
    fill(/^E-mail/, 'a@b.com');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.getByText('E-mail já cadastrado')).toBeTruthy());
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('server-errors').textContent).toBe('Loja bloqueada');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('E-mail já cadastrado', { toastId: 'test-save' });
  });

  it('reads "Salvando..." and is disabled while saving; Cancelar leads back', async () => {
    let done = () => {};
    const submit = renderForm(vi.fn(() => new Promise<void>((resolve) => (done = resolve))));
    fill(/^Nome/, 'Casa');
    fill(/^E-mail/, 'a@b.com');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const saving = await screen.findByRole('button', { name: 'Salvando...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(submit).toHaveBeenCalledWith({ name: 'Casa', email: 'a@b.com' });
    done();
    await screen.findByRole('button', { name: 'Cadastrar' });
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/admin/lojas');
  });
});
