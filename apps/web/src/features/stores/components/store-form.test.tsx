import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { StoreForm } from './store-form';
import { emptyStoreForm, type StoreFormValues } from './store-form-schema';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const DECOR = { id: 'seg-decor', name: 'Decoração' };
const LIGHT = { id: 'seg-light', name: 'Iluminação' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

const filled: StoreFormValues = {
  ...emptyStoreForm,
  tradeName: 'Casa Bela',
  companyName: 'Casa Bela Ltda',
  email: 'loja@example.com',
  cnpj: '11.222.333/0001-81',
  segmentId: LIGHT.id,
};

function renderForm(
  values: StoreFormValues,
  onSubmit = vi.fn(async () => {}),
  segmentName?: string,
  adminFields = true,
) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <StoreForm
          defaultValues={values}
          submitLabel="Salvar"
          adminFields={adminFields}
          cancelTo="/"
          errorFallback="Erro ao atualizar loja"
          segmentName={segmentName}
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('StoreForm', () => {
  it("shows and saves the store's segment when the segment list arrives after the record", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return json({ data: [DECOR, LIGHT], total: 2 });
      }),
    );
    const saved = renderForm(filled);
    const select = screen.getByLabelText(/^Segmento/) as HTMLSelectElement;
    release();
    await screen.findByRole('option', { name: 'Iluminação' });
    expect(select.value).toBe(LIGHT.id);
    expect(select.selectedOptions[0]?.textContent).toBe('Iluminação');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ segmentId: LIGHT.id }));
  });

  it('saves the segment the user picks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [DECOR, LIGHT], total: 2 })),
    );
    const saved = renderForm(filled);
    await screen.findByRole('option', { name: 'Decoração' });
    fireEvent.change(screen.getByLabelText(/^Segmento/), { target: { value: DECOR.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ segmentId: DECOR.id })));
  });

  it("names the store's segment when the list does not hold it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [DECOR], total: 1 })),
    );
    renderForm(filled, undefined, 'Iluminação');
    await screen.findByRole('option', { name: 'Decoração' });
    const select = screen.getByLabelText(/^Segmento/) as HTMLSelectElement;
    expect(select.value).toBe(LIGHT.id);
    expect(select.selectedOptions[0]?.textContent).toBe('Iluminação');
  });

  it("shows a store owner's fee and limits as locked, read-only fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [DECOR, LIGHT], total: 2 })),
    );
    renderForm({ ...filled, fee: '2,5', areaLimit: '120', dayLimit: '' }, undefined, undefined, false);
    const fee = screen.getByLabelText('Taxa administrativa (%)') as HTMLInputElement;
    expect(fee.readOnly).toBe(true);
    expect(fee.getAttribute('aria-readonly')).toBe('true');
    expect(fee.value).toBe('2,5');
    expect((screen.getByLabelText('Limite de área (m²)') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Limite de dias') as HTMLInputElement).value).toBe('—');
    expect(screen.getAllByText('Travado')).toHaveLength(3);
  });

  it('marks the fields a server 400 names, focuses the first, and shows one toast and no box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [DECOR, LIGHT], total: 2 })),
    );
    const fee = 'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais';
    const days = 'Limite de dias deve ser um número inteiro';
    const refuse = vi.fn(async () => {
      throw new ApiError('http', 400, [fee, days]);
    });
    Element.prototype.scrollIntoView = vi.fn();
    renderForm(filled, refuse);
    await screen.findByRole('option', { name: 'Decoração' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const feeInput = screen.getByLabelText(/^Taxa administrativa/);
    await waitFor(() => expect(feeInput.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(fee)).toBeTruthy();
    expect(screen.getByLabelText(/^Limite de dias/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(days)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(feeInput));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('server-errors')).toBeNull();
  });

  it('keeps a message naming no field in the box above the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [DECOR, LIGHT], total: 2 })),
    );
    const refuse = vi.fn(async () => {
      throw new ApiError('http', 409, ['Já existe uma loja com este nome']);
    });
    Element.prototype.scrollIntoView = vi.fn();
    renderForm(filled, refuse);
    await screen.findByRole('option', { name: 'Decoração' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('server-errors')).textContent).toBe('Já existe uma loja com este nome');
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
