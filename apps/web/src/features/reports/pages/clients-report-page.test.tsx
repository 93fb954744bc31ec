import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paramsOf, renderReport, text } from '../testing/render-report';
import { CAMPAIGN, CLIENT_ID, clientsReport } from '../testing/report-fixtures';
import { ClientsReportPage } from './clients-report-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PATH = '/admin/relatorios/clientes';
const REPORT = '/api/reports/clientes';

function mount(
  address = PATH,
  answer: (url: URL) => { status?: number; body: unknown } = () => ({ body: { data: clientsReport() } }),
  role: 'DEDPREMIUM' | 'CONCIERGE' = 'DEDPREMIUM',
) {
  return renderReport(<ClientsReportPage />, address, { [`GET ${REPORT}`]: ({ url }) => answer(url) }, role);
}

const address = () => screen.getByTestId('address').textContent ?? '';
const figure = (label: string) => text(screen.getByText(label, { selector: 'dt' }).parentElement);

afterEach(() => vi.unstubAllGlobals());

describe('the Clientes report', () => {
  it("shows the API's figures: the summary, the registrations chart and its table, the profile, the consents and the rows", async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeTruthy();
    await screen.findByText('Resumo');
    expect(figure('Clientes')).toContain('1.234');
    expect(figure('Clientes ativos')).toContain('617');
    expect(figure('Clientes ativos')).toContain('50,0% com compra em Natal Decor');
    expect(figure('Contas excluídas')).toContain('3');
    expect(figure('Aceitam SMS')).toContain('85,0%');

    const chart = await screen.findByRole('img', { name: /Gráfico de barras dos cadastros por mês/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras dos cadastros por mês de 09/2026 a 11/2026: 1.234 no total',
    );
    const chartTable = screen.getByRole('table', { name: 'Cadastros por mês' });
    expect(within(chartTable).getAllByRole('row').map(text)).toEqual([
      'MêsCadastros',
      '09/2026400',
      '10/2026500',
      '11/2026334',
    ]);

    const gender = screen.getByRole('table', { name: 'Clientes por gênero' });
    expect(within(gender).getAllByRole('row').map(text).slice(1)).toEqual([
      'Feminino70056,7%',
      'Masculino50040,5%',
      'Não informado342,8%',
    ]);
    expect(text(screen.getByRole('table', { name: 'Clientes por região (CEP)' }))).toContain('Zona Sul1.00081,0%');
    const consents = screen.getByRole('table', { name: 'Consentimentos dos clientes' });
    expect(within(consents).getAllByRole('row').map(text).slice(1)).toEqual([
      'Termos de uso1.234100,0%',
      'Política de privacidade1.234100,0%',
      'Envio de SMS1.04985,0%',
    ]);

    const rows = within(screen.getByRole('table', { name: 'Clientes' })).getAllByRole('row');
    expect(text(rows[1])).toBe('Maria Souza529.982.247-2503/10/202635-44Zona Sul4R$ 1.234,56');
    expect(screen.getByText('1-10 de 1234 resultados')).toBeTruthy();
  });

  it("sends the address's filters as the report's query, leaving out what the API would refuse", async () => {
    const { requests } = mount(
      `${PATH}?search=maria&from=2026-01-01&to=2026-03-31&campaignId=${CAMPAIGN.id}&page=2&limit=20&storeId=x&from2=y`,
    );
    await screen.findByText('Resumo');
    expect(paramsOf(requests(REPORT)[0] as URL)).toEqual({
      search: 'maria',
      from: '2026-01-01',
      to: '2026-03-31',
      campaignId: CAMPAIGN.id,
      page: '2',
      limit: '20',
    });
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('Busca') as HTMLInputElement).value).toBe('maria');

    // A malformed date or campaign in a hand-edited address is not sent.
    const second = mount(`${PATH}?from=ontem&campaignId=123`);
    await waitFor(() => expect(second.requests(REPORT)).toHaveLength(1));
    expect(paramsOf(second.requests(REPORT)[0] as URL)).toEqual({ page: '1', limit: '10' });
  });

  it('writes each filter to the address, back to page 1, and "Limpar filtros" clears them', async () => {
    const { requests } = mount(`${PATH}?page=3`);
    await screen.findByText('Resumo');
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(address()).toBe(`${PATH}?from=2026-02-01`));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Campanha' }), { target: { value: CAMPAIGN.id } });
    await waitFor(() => expect(address()).toBe(`${PATH}?from=2026-02-01&campaignId=${CAMPAIGN.id}`));
    fireEvent.change(screen.getByLabelText('Busca'), { target: { value: ' 529.982 ' } });
    await waitFor(() => expect(paramsOf(address()).search).toBe('529.982'));
    await waitFor(() => expect(paramsOf(requests(REPORT).at(-1) as URL).search).toBe('529.982'));
    expect(paramsOf(requests(REPORT).at(-1) as URL)).toMatchObject({
      from: '2026-02-01',
      campaignId: CAMPAIGN.id,
      page: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(address()).toBe(PATH));
    expect((screen.getByLabelText('Busca') as HTMLInputElement).value).toBe('');
  });

  it("pages through the rows with the answer's total", async () => {
    const { requests } = mount(PATH, (url) => {
      const page = Number(url.searchParams.get('page'));
      const base = clientsReport();
      return { body: { data: { ...base, table: { ...base.table, page } } } };
    });
    await screen.findByText('1-10 de 1234 resultados');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('11-20 de 1234 resultados');
    expect(address()).toBe(`${PATH}?page=2`);
    expect(paramsOf(requests(REPORT).at(-1) as URL)).toEqual({ page: '2', limit: '10' });
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '50' } });
    await waitFor(() => expect(address()).toBe(`${PATH}?limit=50`));
  });

  it('says so when the filters show nobody', async () => {
    mount(PATH, () => ({
      body: {
        data: clientsReport({
          summary: { total: 0, active: 0, anonymized: 0 },
          registrations: [],
          byGender: [],
          byAgeBand: [],
          byRegion: [],
          consents: [],
          table: { rows: [], total: 0, page: 1, limit: 10 },
        }),
      },
    }));
    expect(await screen.findByText('Nenhum resultado para os filtros escolhidos')).toBeTruthy();
    expect(screen.queryByText('Resumo')).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers to try again when the report cannot be read, and says why a filter was refused', async () => {
    let fail = true;
    const { requests } = mount(PATH, () => (fail ? { status: 500, body: {} } : { body: { data: clientsReport() } }));
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Resumo');
    expect(requests(REPORT)).toHaveLength(2);
  });

  it("shows the server's message for a refused filter", async () => {
    mount(PATH, () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Campanha inválida' } }));
    expect(await screen.findByText('Campanha inválida')).toBeTruthy();
  });

  it('does not ask for a period that ends before it starts, and says why', async () => {
    const { requests } = mount(`${PATH}?from=2026-03-01&to=2026-02-01`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A data inicial deve ser anterior ou igual à data final.',
    );
    expect(screen.getByLabelText('Data final').getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests(REPORT)).toHaveLength(0);
  });

  it("opens a customer's detail from its name, with the way to the history for an administrator", async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Maria Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria Souza' });
    const detail = text(dialog);
    for (const fact of ['529.982.247-25', 'maria@example.com', '(11) 98765-4321', 'Feminino', '17/05/1990', 'Zona Sul'])
      expect(detail).toContain(fact);
    expect(detail).toContain('Compras em Natal Decor4');
    expect(detail).toContain('Valor aprovado em Natal DecorR$ 1.234,56');
    expect(within(dialog).getByRole('link', { name: 'Ver histórico completo' }).getAttribute('href')).toBe(
      `/admin/relatorios/historico-clientes?clientId=${CLIENT_ID}`,
    );
  });

  it('gives the concierge the detail without the way to the history', async () => {
    mount(PATH, undefined, 'CONCIERGE');
    fireEvent.click(await screen.findByRole('button', { name: 'João Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'João Lima' });
    expect(text(dialog)).toContain('Não informado');
    expect(within(dialog).queryByRole('link', { name: 'Ver histórico completo' })).toBeNull();
  });
});
