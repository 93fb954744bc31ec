import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT, DONE, FLAGGED, mountStatement, NO_KEY, OK, OK2, ROWS } from '../testing/statement-harness';
import { SIDE_PANEL_QUERY } from './sales-statement-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../../../lib/auth', () => ({
  useAuth: () => ({
    session: { token: 't', id: 'u1', name: 'Concierge', role: 'CONCIERGE', storeId: null, store: null },
  }),
}));
vi.mock('../../../lib/private-file', () => ({
  usePrivateFile: (url: string | null) => ({
    file: url ? { type: 'image/jpeg', objectUrl: 'blob:comprovante' } : null,
    isPending: false,
    isError: false,
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(target, { key });
const reviewButton = (name: string) => screen.getByRole('button', { name: `Revisar compra de ${name}` });
const announced = () => screen.getByTestId('review-announcer').textContent?.replace(/\u00a0/g, ' ') ?? '';
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

/** A desktop: the review panel sits beside the list. */
function desktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === SIDE_PANEL_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the review panel', () => {
  it('shows the receipt photo, the purchase data, every check with its verdict and the contest', async () => {
    mountStatement();
    fireEvent.click(await screen.findByRole('button', { name: `Revisar compra de ${ALERT.client.name}` }));
    const panel = await screen.findByRole('dialog', { name: 'Revisar compra' });
    const photo = within(panel).getByRole('img', {
      name: `Foto do comprovante da compra de ${ALERT.client.name} na loja Casa Aurora`,
    });
    expect(photo.getAttribute('src')).toBe('blob:comprovante');
    const full = within(panel).getByRole('link', { name: /Ver foto em tamanho real/ });
    expect(full.getAttribute('href')).toBe('blob:comprovante');
    expect(full.getAttribute('target')).toBe('_blank');
    expect(text(panel)).toContain('CNPJ 11.222.333/0001-81');
    expect(text(panel)).toContain('CPF 111.444.777-35');
    expect(text(panel)).toContain('R$ 12.000,00');
    expect(within(panel).getByTestId('fiscal-key').textContent).toMatch(/^3526 1111 2223 3300 0181 6500 1000 0123 451/);

    const checks = within(within(panel).getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(checks).toHaveLength(8);
    const cnpj = checks.find((li) => text(li).startsWith('CNPJ da loja'));
    expect(text(cnpj ?? null)).toContain('CNPJ da loja: Falhou');
    expect(text(cnpj ?? null)).toContain('não é o da loja escolhida');
    expect(text(checks.find((li) => text(li).startsWith('CPF do comprador')) ?? null)).toContain('A conferir');
    expect(text(checks[0] ?? null)).toContain('Chave de acesso: OK');

    expect(text(panel)).toContain('A nota é desta loja, o CNPJ é o da matriz.');
    expect(text(panel)).toContain('Motivo da rejeição anterior: CNPJ de outra loja');

    // Approve from the panel: prefilled with the invoice number the key names.
    fireEvent.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    const approve = await screen.findByRole('dialog', { name: 'Aprovar compra' });
    expect((within(approve).getByLabelText(/Número da nota fiscal/) as HTMLInputElement).value).toBe('NFC-e 12345/1');
  });

  it('on a desktop sits beside the list, follows j/k and closes with Esc back to the row', async () => {
    desktop();
    mountStatement();
    fireEvent.click(await screen.findByRole('button', { name: `Revisar compra de ${OK.client.name}` }));
    const panel = screen.getByRole('region', { name: 'Revisar compra' });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 2 })));
    expect(reviewButton(OK.client.name).getAttribute('aria-expanded')).toBe('true');
    expect(text(panel)).toContain('sem foto');
    press('j');
    expect(document.activeElement).toBe(reviewButton(ALERT.client.name));
    expect(text(screen.getByRole('region', { name: 'Revisar compra' }))).toContain(ALERT.contestMessage);
    press('Escape');
    expect(screen.queryByRole('region', { name: 'Revisar compra' })).toBeNull();
    expect(document.activeElement).toBe(reviewButton(ALERT.client.name));
  });
});

describe('keyboard review', () => {
  it('j/k move the selection, Enter opens, a approves (Enter confirms), r rejects; typing is left alone', async () => {
    const { api } = mountStatement();
    await screen.findByRole('table', { name: 'Vendas' });
    expect(screen.getByText('Atalhos: j/k navegar · a aprovar · r rejeitar')).toBeTruthy();

    press('j', document.body);
    expect(document.activeElement).toBe(reviewButton(OK.client.name));
    expect(announced()).toBe('Compra 1 de 5: Ana Alves, Casa Aurora, R$ 150,00, EM ANALISE, Verificações ok');
    press('j');
    expect(document.activeElement).toBe(reviewButton(ALERT.client.name));
    expect(announced()).toContain('2 alertas, atrasada, contestada');
    press('j');
    press('k');
    expect(document.activeElement).toBe(reviewButton(ALERT.client.name));

    // Typing in the search box is typing.
    const search = screen.getByRole('searchbox');
    search.focus();
    press('j', search);
    expect(document.activeElement).toBe(search);
    expect(announced()).toContain('Bruno Braga');

    press('Enter', document.body);
    const panel = await screen.findByRole('dialog', { name: 'Revisar compra' });
    // While a dialog is open the keys are its own.
    press('j', panel);
    expect(within(panel).getByText(ALERT.contestMessage ?? '')).toBeTruthy();
    press('Escape', panel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    press('a', document.body);
    const approve = await screen.findByRole('dialog', { name: 'Aprovar compra' });
    const invoice = within(approve).getByLabelText(/Número da nota fiscal/) as HTMLInputElement;
    expect(invoice.value).toBe('NFC-e 12345/1');
    await waitFor(() => expect(document.activeElement).toBe(invoice));
    press('j', invoice);
    fireEvent.submit(invoice.form as HTMLFormElement);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/sales/${ALERT.id}/approve`);
    expect(patch?.body).toEqual({ invoiceNumber: 'NFC-e 12345/1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    press('j', document.body);
    expect(document.activeElement).toBe(reviewButton(NO_KEY.client.name));
    press('r');
    const reject = await screen.findByRole('dialog', { name: 'Rejeitar compra' });
    await waitFor(() => expect(document.activeElement).toBe(within(reject).getByLabelText(/Motivo/)));
    fireEvent.change(within(reject).getByLabelText(/Motivo/), { target: { value: 'Comprovante ilegível' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.url.pathname.endsWith('/reject'))?.url.searchParams.get('reason')).toBe(
        'Comprovante ilegível',
      ),
    );
  });

  it('after an approval takes the purchase out of the list, the next one is selected', async () => {
    const rows = [OK, ALERT, NO_KEY];
    mountStatement('/admin/extratos/pontuacao?status=pending', rows);
    await screen.findByRole('table', { name: 'Vendas' });
    press('j', document.body);
    press('a');
    const approve = await screen.findByRole('dialog', { name: 'Aprovar compra' });
    const invoice = within(approve).getByLabelText(/Número da nota fiscal/) as HTMLInputElement;
    expect(invoice.value).toBe(OK.invoiceNumber);
    rows.splice(0, 1); // the server's next answer: approved, no longer pending
    fireEvent.submit(invoice.form as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reviewButton(ALERT.client.name)));
    press('a');
    expect(await screen.findByRole('dialog', { name: 'Aprovar compra' })).toBeTruthy();
  });

  it('says so when a decided purchase is asked to be approved', async () => {
    mountStatement();
    await screen.findByRole('table', { name: 'Vendas' });
    press('k', document.body);
    expect(document.activeElement).toBe(reviewButton(DONE.client.name));
    press('a');
    expect(announced()).toBe('Só compras em análise podem ser aprovadas');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('bulk approval', () => {
  it('takes only pending purchases whose checks all passed, confirms, and lists what the server skipped', async () => {
    const { api, salesCalls } = mountStatement();
    await screen.findByRole('table', { name: 'Vendas' });
    const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/Selecionar compra de Ana Alves/).disabled).toBe(false);
    expect(box(/Bruno Braga não pode ser aprovada em lote: verificações precisam de atenção/).disabled).toBe(true);
    expect(box(/Carla Costa não pode ser aprovada em lote: sem chave de acesso/).disabled).toBe(true);
    expect(box(/Elisa Esteves não pode ser aprovada em lote: não está em análise/).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Aprovar selecionadas \(0\)/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByLabelText('Selecionar todas as aprovadas nesta página'));
    expect(box(/Selecionar compra de Ana Alves/).checked).toBe(true);
    expect(box(/Selecionar compra de Diego Dias/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Aprovar selecionadas \(2\)/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar selecionadas' });
    expect(text(confirm)).toContain('2 compras selecionadas serão aprovadas uma a uma');
    expect(text(confirm)).toContain('auditoria');
    const before = salesCalls().length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprovar 2 compras' }));

    const skipped = await screen.findByRole('dialog', { name: 'Compras não aprovadas' });
    expect(
      within(skipped)
        .getByTestId('bulk-skipped')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('Diego Dias (R$ 150,00): A compra já foi decidida');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/sales/bulk-approve');
    expect(post?.body).toEqual({ ids: [OK.id, OK2.id] });
    expect(toast.success).toHaveBeenCalledWith('1 compra aprovada');
    expect(salesCalls().length).toBeGreaterThan(before);
    fireEvent.click(within(skipped).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection is cleared.
    expect(screen.getByRole('button', { name: /Aprovar selecionadas \(0\)/ })).toBeTruthy();
  });

  it('selects only what the server will approve: a purchase with a fraud signal is out, and the page says why', async () => {
    const { api } = mountStatement('/admin/extratos/pontuacao', [...ROWS, FLAGGED], []);
    await screen.findByRole('table', { name: 'Vendas' });
    const flagged = screen.getByRole('checkbox', {
      name: 'Compra de Fábio Faria não pode ser aprovada em lote: sinal de fraude',
    }) as HTMLInputElement;
    expect(flagged.disabled).toBe(true);
    const note = screen.getByTestId('bulk-excluded');
    expect(text(note)).toBe(
      '3 compras não entram na aprovação em lote: verificações precisam de atenção (1), sem chave de acesso (1), sinal de fraude (1). Revise uma a uma.',
    );
    const all = screen.getByLabelText('Selecionar todas as aprovadas nesta página');
    expect(all.getAttribute('aria-describedby')).toBe(note.id);
    // Read with "select all" from the start, shown once something is selected (nothing moves on load).
    expect(note.className).toBe('sr-only');

    fireEvent.click(all);
    expect(flagged.checked).toBe(false);
    expect(screen.getByTestId('bulk-excluded').className).not.toContain('sr-only');
    fireEvent.click(screen.getByRole('button', { name: /Aprovar selecionadas \(2\)/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar selecionadas' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprovar 2 compras' }));
    // Every purchase the confirmation counted is approved: none is skipped.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 compras aprovadas'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [OK.id, OK2.id] });
    expect(screen.queryByRole('dialog', { name: 'Compras não aprovadas' })).toBeNull();
  });
});
