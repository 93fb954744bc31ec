import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paramsOf, renderReport, text } from '../testing/render-report';
import { CAMPAIGN, CLIENT_ID, clientHistory } from '../testing/report-fixtures';
import { ClientHistoryPage } from './client-history-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PATH = '/admin/relatorios/historico-clientes';
const REPORT = '/api/reports/historico-clientes';

const MATCHES = [
  { id: CLIENT_ID, name: 'Maria Souza', cpf: '52998224725' },
  { id: '5ab12d8e-a7f6-4b8d-8c6e-cf7a8b9cadb5', name: 'Maria Lima', cpf: '11144477735' },
];

/** A search answers its matches only; a chosen customer, its history (paged as asked). */
function mount(address = PATH, answer?: (url: URL) => { status?: number; body: unknown } | undefined) {
  return renderReport(<ClientHistoryPage />, address, {
    [`GET ${REPORT}`]: ({ url }) => {
      const custom = answer?.(url);
      if (custom) return custom;
      if (!url.searchParams.get('clientId'))
        return {
          body: {
            data: { matches: MATCHES, client: null, campaigns: [], table: { rows: [], total: 0, page: 1, limit: 10 } },
          },
        };
      const base = clientHistory();
      return { body: { data: { ...base, table: { ...base.table, page: Number(url.searchParams.get('page')) } } } };
    },
  });
}

const address = () => screen.getByTestId('address').textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('the Histórico de Clientes report', () => {
  it('says when the search found the most it shows, and how to find the others', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      id: `5ab12d8e-a7f6-4b8d-8c6e-cf7a8b9cad${String(i).padStart(2, '0')}`,
      name: `Maria ${i}`,
      cpf: '52998224725',
    }));
    mount(`${PATH}?search=maria`, (url) =>
      url.searchParams.get('clientId')
        ? undefined
        : {
            body: {
              data: { matches: ten, client: null, campaigns: [], table: { rows: [], total: 0, page: 1, limit: 10 } },
            },
          },
    );
    const found = await screen.findByRole('list', { name: 'Clientes encontrados' });
    expect(within(found).getAllByRole('button')).toHaveLength(10);
    expect(
      screen.getByText('Mostrando os 10 cadastros mais recentes. Não achou? Digite o CPF ou mais do nome.'),
    ).toBeTruthy();
  });

  it("finds customers by CPF or name, and shows the chosen one's history", async () => {
    const { requests } = mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico de Clientes' })).toBeTruthy();
    expect(screen.getByText('Digite o CPF ou parte do nome do cliente para encontrá-lo.')).toBeTruthy();
    expect(requests(REPORT)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Buscar cliente'), { target: { value: 'maria' } });
    const found = await screen.findByRole('list', { name: 'Clientes encontrados' });
    expect(within(found).getAllByRole('button').map(text)).toEqual([
      'Maria Souza529.982.247-25',
      'Maria Lima111.444.777-35',
    ]);
    expect(paramsOf(requests(REPORT)[0] as URL)).toEqual({ search: 'maria', page: '1', limit: '10' });
    expect(address()).toBe(`${PATH}?search=maria`);
    // Two found: all of them, so no word of more.
    expect(screen.queryByText(/cadastros mais recentes/)).toBeNull();

    fireEvent.click(within(found).getByRole('button', { name: /Maria Souza/ }));
    await waitFor(() => expect(paramsOf(address())).toEqual({ search: 'maria', clientId: CLIENT_ID }));
    await screen.findByRole('heading', { name: 'Cliente' });
    // The history is asked by the customer alone: the search only found it.
    expect(paramsOf(requests(REPORT).at(-1) as URL)).toEqual({ clientId: CLIENT_ID, page: '1', limit: '10' });

    const card = screen.getByRole('heading', { name: 'Cliente' }).closest('section') as HTMLElement;
    for (const fact of ['Maria Souza', '529.982.247-25', 'maria@example.com', '(11) 98765-4321', '10/03/2025'])
      expect(text(card)).toContain(fact);
    expect(text(card)).toContain('Envio de SMS (versão 1): aceito em 10/03/2025, retirado em 05/01/2026');

    const points = within(screen.getByRole('table', { name: 'Pontos por campanha' })).getAllByRole('row');
    expect(points.map(text)).toEqual([
      'CampanhaComprasValor aprovadoPontos ganhosPontos resgatadosSaldoFalta para o próximo ponto',
      'Natal Decor3R$ 1.250,5012102R$ 49,50',
      'Casa Nova1R$ 0,00000—',
    ]);

    const timeline = within(screen.getByRole('table', { name: 'Linha do tempo do cliente' })).getAllByRole('row');
    expect(timeline).toHaveLength(5);
    expect(text(timeline[1])).toContain('ResgateNatal DecorVaso de cerâmica · 10 pontos');
    expect(text(timeline[1])).toContain('SOLICITADOVoucher ABC123, válido até 20/12/2026');
    expect(text(timeline[2])).toContain('CompraNatal DecorCasa Aurora · R$ 1.250,50 · Nota 000999');
    expect(text(timeline[2])).toContain('APROVADACompra de 01/11/2026 · 12 pontos');
    expect(text(timeline[3])).toContain('Consentimento retirado—Envio de SMS');
    expect(text(timeline[4])).toContain('Cadastro—Cadastro no programa');
  });

  it("sends the timeline's period and campaign with the customer, pages it, and goes back to the search", async () => {
    const { requests } = mount(`${PATH}?search=maria&clientId=${CLIENT_ID}&from=2026-01-01&campaignId=${CAMPAIGN.id}`);
    await screen.findByText('1-10 de 24 resultados');
    expect(paramsOf(requests(REPORT)[0] as URL)).toEqual({
      clientId: CLIENT_ID,
      from: '2026-01-01',
      campaignId: CAMPAIGN.id,
      page: '1',
      limit: '10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('11-20 de 24 resultados');
    expect(paramsOf(requests(REPORT).at(-1) as URL)).toMatchObject({ clientId: CLIENT_ID, page: '2' });

    // "Limpar filtros" clears the period and campaign but keeps the customer.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(paramsOf(address())).toEqual({ search: 'maria', clientId: CLIENT_ID }));

    fireEvent.click(screen.getByRole('button', { name: 'Buscar outro cliente' }));
    await waitFor(() => expect(address()).toBe(`${PATH}?search=maria`));
    expect(await screen.findByRole('list', { name: 'Clientes encontrados' })).toBeTruthy();
    expect((screen.getByLabelText('Buscar cliente') as HTMLInputElement).value).toBe('maria');
  });

  it('says when a search finds nobody', async () => {
    mount(`${PATH}?search=zzz`, () => ({
      body: { data: { matches: [], client: null, campaigns: [], table: { rows: [], total: 0, page: 1, limit: 10 } } },
    }));
    expect(await screen.findByText('Nenhum cliente encontrado para esta busca.')).toBeTruthy();
  });

  it("says so when the period holds no event, and shows the server's message for an unknown customer", async () => {
    mount(`${PATH}?clientId=${CLIENT_ID}&from=2020-01-01&to=2020-01-31`, () => ({
      body: { data: clientHistory({ table: { rows: [], total: 0, page: 1, limit: 10 } }) },
    }));
    expect(await screen.findByText('Nenhum resultado para os filtros escolhidos')).toBeTruthy();

    vi.unstubAllGlobals();
    mount(`${PATH}?clientId=${CLIENT_ID}`, () => ({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Cliente não encontrado' },
    }));
    expect(await screen.findByText('Cliente não encontrado')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' }).length).toBeGreaterThan(0);
  });
});
