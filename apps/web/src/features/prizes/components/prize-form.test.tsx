import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { campaignRecord, storeRecord } from '../../../testing/records';
import { PrizeForm } from './prize-form';
import { emptyPrizeForm, type PrizeFormValues } from './prize-form-schema';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() },
}));

const STORE = storeRecord({ id: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10', tradeName: 'Casa Bela' });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function stubApi(onSave: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/stores')) return json({ data: [STORE], total: 1 });
    if (url.startsWith('/api/campaigns')) return json({ data: [], total: 0 });
    if (url.startsWith('/api/prizes') && init?.method === 'POST') return onSave();
    return json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <PrizeForm
          mode="create"
          defaultValues={emptyPrizeForm}
          submitLabel="Cadastrar"
          cancelTo="/admin/brindes"
          onSubmit={async (body) => {
            await api.post('/prizes', body, { toastErrors: false });
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the store combobox, types part of the name and chooses the store from the results. */
async function pickStore(name: string) {
  const box = screen.getByLabelText(/^Loja/);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('PrizeForm', () => {
  it('asks for the required fields and a store without sending anything', async () => {
    const fetchMock = stubApi(() => json({}, 201));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Preencha os campos obrigatórios', expect.anything()));
    expect(toastError).toHaveBeenCalledWith('Selecione uma loja', expect.anything());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the featured-limit banner listing the featured prizes', async () => {
    stubApi(() =>
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Já existem 4 brindes em destaque. Remova um destaque antes de destacar outro.',
          featuredPrizes: [
            { id: 'a', name: 'Vaso de cerâmica' },
            { id: 'b', name: 'Luminária' },
            { id: 'c', name: 'Almofada' },
            { id: 'd', name: 'Quadro' },
          ],
        },
        409,
      ),
    );
    renderForm();
    fireEvent.input(screen.getByLabelText(/^Nome/), { target: { value: 'Tapete' } });
    fireEvent.input(screen.getByLabelText(/^Pontos/), { target: { value: '10' } });
    await pickStore('Casa Bela');
    expect(screen.getByLabelText(/^Loja/).getAttribute('data-value')).toBe(STORE.id);
    fireEvent.click(screen.getByLabelText(/Destaque/));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const banner = await screen.findByTestId('featured-conflict');
    expect(banner.textContent).toContain('Já existem 4 brindes em destaque');
    expect(banner.querySelectorAll('li')).toHaveLength(4);
    expect(banner.textContent).toContain('Luminária');
    // The banner is the answer: no generic toast on top of it.
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows and saves the record's store and campaign when the option lists arrive after it", async () => {
    const OTHER_STORE = storeRecord({ id: '1f0c1f0e-2a51-4d0a-9a55-9d3c0b7b2f11', tradeName: 'Arte Viva' });
    const ACTIVE = campaignRecord({ id: 'c-active', name: 'Natal 2026', active: true });
    const OWN = campaignRecord({ id: 'c-own', name: 'Inverno 2026' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        await gate;
        if (url.startsWith(`/api/stores/${STORE.id}`)) return json({ data: STORE });
        if (url.startsWith('/api/stores')) return json({ data: [OTHER_STORE, STORE], total: 2 });
        if (url.startsWith('/api/campaigns')) return json({ data: [ACTIVE, OWN], total: 2 });
        return json({ message: 'not found' }, 404);
      }),
    );
    const values: PrizeFormValues = {
      ...emptyPrizeForm,
      name: 'Tapete',
      points: '10',
      storeId: STORE.id,
      campaignId: OWN.id,
    };
    const saved = vi.fn(async () => {});
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <PrizeForm mode="edit" defaultValues={values} submitLabel="Salvar" cancelTo="/" onSubmit={saved} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const store = screen.getByLabelText(/^Loja/) as HTMLInputElement;
    const campaign = screen.getByLabelText(/^Campanha/) as HTMLSelectElement;
    release();
    await screen.findByRole('option', { name: 'Inverno 2026' });
    // The store combobox holds the record's store and names it once its answer arrives (the list of
    // stores waits for someone to open the box).
    await waitFor(() => expect(store.value).toBe('Casa Bela'));
    expect(store.getAttribute('data-value')).toBe(STORE.id);
    expect(campaign.value).toBe(OWN.id);
    expect(campaign.selectedOptions[0]?.textContent).toBe('Inverno 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ storeId: STORE.id, campaignId: OWN.id }));
  });

  it("names the record's store while it is missing from the option list", async () => {
    stubApi(() => json({}, 201));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <PrizeForm
            mode="edit"
            defaultValues={{ ...emptyPrizeForm, storeId: 'gone', campaignId: 'c1' }}
            currentLabels={{ store: 'Loja antiga', campaign: 'Outono' }}
            submitLabel="Salvar"
            cancelTo="/"
            onSubmit={async () => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const store = screen.getByLabelText(/^Loja/) as HTMLInputElement;
    fireEvent.focus(store);
    await screen.findByRole('option', { name: 'Casa Bela' });
    fireEvent.blur(store);
    expect(store.getAttribute('data-value')).toBe('gone');
    expect(store.value).toBe('Loja antiga');
    const campaign = screen.getByLabelText(/^Campanha/) as HTMLSelectElement;
    expect(campaign.selectedOptions[0]?.textContent).toBe('Outono');
  });

  it('marks the points field a server 400 names, with one toast and no box', async () => {
    stubApi(() =>
      json(
        { statusCode: 400, error: 'Bad Request', message: ['Pontos deve ser um número inteiro de 1 a 1.000.000'] },
        400,
      ),
    );
    Element.prototype.scrollIntoView = vi.fn();
    renderForm();
    fireEvent.input(screen.getByLabelText(/^Nome/), { target: { value: 'Tapete' } });
    fireEvent.input(screen.getByLabelText(/^Pontos/), { target: { value: '10' } });
    await pickStore('Casa Bela');
    expect(screen.getByLabelText(/^Loja/).getAttribute('data-value')).toBe(STORE.id);
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const points = screen.getByLabelText(/^Pontos/);
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Pontos deve ser um número inteiro de 1 a 1.000.000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(points));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('server-errors')).toBeNull();
  });
});
