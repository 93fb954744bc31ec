import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeRecord } from '../../../testing/records';
import { paramsOf, renderReport, text } from '../testing/render-report';
import { CAMPAIGN, purchasesReport, SEGMENT, STORE } from '../testing/report-fixtures';
import { PurchasesReportPage } from './purchases-report-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PATH = '/admin/relatorios/compras';
const REPORT = '/api/reports/compras';

function mount(
  address = PATH,
  answer: () => { status?: number; body: unknown } = () => ({ body: { data: purchasesReport() } }),
) {
  return renderReport(<PurchasesReportPage />, address, {
    [`GET ${REPORT}`]: answer,
    'GET /api/stores/:id': () => ({ body: { data: storeRecord(STORE) } }),
  });
}

const address = () => screen.getByTestId('address').textContent ?? '';
const figure = (label: string) => text(screen.getByText(label, { selector: 'dt' }).parentElement);

afterEach(() => vi.unstubAllGlobals());

describe('the Compras report', () => {
  it('shows the figures, the purchases by status over time, and the groups behind them', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Compras' })).toBeTruthy();
    await screen.findByText('Resumo');
    expect(figure('Compras')).toContain('40');
    expect(figure('Aprovadas')).toContain('2562,5% das compras');
    expect(figure('Valor aprovado')).toContain('R$ 12.345,67');
    expect(figure('Valor aprovado')).toContain('1.234 pontos gerados');
    expect(figure('Ticket médio')).toContain('R$ 493,83');
    expect(figure('Em análise')).toContain('8');
    expect(figure('Rejeitadas')).toContain('5');
    expect(figure('Canceladas')).toContain('2');

    const chart = await screen.findByRole('img', { name: /Gráfico de barras empilhadas/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras empilhadas das compras por dia e situação de 01/11/2026 a 02/11/2026: 25 aprovadas, 8 em análise, 5 rejeitadas e 2 canceladas',
    );
    const series = screen.getByRole('table', { name: 'Compras por dia e situação' });
    expect(within(series).getAllByRole('row').map(text)).toEqual([
      'DiaEM ANALISEAPROVADAREJEITADACANCELADAValor aprovado',
      '01/11/202631021R$ 5.000,00',
      '02/11/202651531R$ 7.345,67',
    ]);

    // The chart ranks the ten stores of highest approved value; the table under it holds all twelve.
    const ranking = await screen.findByRole('img', { name: /lojas de maior valor/ });
    expect(ranking.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe(
      'Gráfico de barras do valor aprovado das 10 lojas de maior valor: em primeiro, Loja 11, com R$ 1.200,00',
    );
    expect(screen.getByText('Ver as 12 lojas em tabela')).toBeTruthy();
    const stores = within(screen.getByRole('table', { name: 'Compras por loja' })).getAllByRole('row');
    expect(stores).toHaveLength(13);
    expect(text(stores[1])).toBe('Loja 112116R$ 1.200,00120');
    expect(text(stores[12])).toBe('Casa Aurora105R$ 100,0010');

    expect(text(screen.getByRole('table', { name: 'Compras por segmento' }))).toContain(
      'Iluminação3020R$ 10.000,001.000',
    );
    expect(text(screen.getByRole('table', { name: 'Compras por tipo' }))).toContain('Foto105R$ 2.345,67234');
    expect(figure('Mediana')).toContain('12,5 h');
    expect(figure('95º percentil')).toContain('80,3 h');
    expect(figure('95º percentil')).toContain('acima de 72 h');
    expect(figure('Dentro de 72 h')).toContain('80,0%');
    expect(figure('Dentro de 72 h')).toContain('24 de 30');
    const reasons = within(screen.getByRole('table', { name: 'Compras rejeitadas por motivo' })).getAllByRole('row');
    expect(reasons.map(text).slice(1)).toEqual(['Nota ilegível360,0%', 'Loja não participante240,0%']);

    const rows = within(screen.getByRole('table', { name: 'Compras' })).getAllByRole('row');
    expect(text(rows[1])).toBe(
      '02/11/2026Maria Souza529.982.247-25Casa AuroraIluminaçãoNatal Decor000123R$ 1.500,50—EM ANALISE',
    );
    expect(text(rows[2])).toContain('FotoR$ 80,00—REJEITADANota ilegível');
  });

  it("sends the address's filters, names the chosen store, and writes a new filter back to page 1", async () => {
    const { requests } = mount(
      `${PATH}?from=2026-11-01&campaignId=${CAMPAIGN.id}&storeId=${STORE.id}&segmentId=${SEGMENT.id}&status=approved&type=photo&page=2`,
    );
    await screen.findByText('Resumo');
    expect(paramsOf(requests(REPORT)[0] as URL)).toEqual({
      from: '2026-11-01',
      campaignId: CAMPAIGN.id,
      storeId: STORE.id,
      segmentId: SEGMENT.id,
      status: 'approved',
      type: 'photo',
      page: '2',
      limit: '10',
    });
    await waitFor(() => expect((screen.getByLabelText('Loja') as HTMLInputElement).value).toBe('Casa Aurora'));
    expect((screen.getByLabelText('Situação') as HTMLSelectElement).value).toBe('approved');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('photo');
    await waitFor(() => expect((screen.getByLabelText('Segmento') as HTMLSelectElement).value).toBe(SEGMENT.id));

    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'rejected' } });
    await waitFor(() => expect(paramsOf(address())).toMatchObject({ status: 'rejected' }));
    expect(paramsOf(address()).page).toBeUndefined();
    await waitFor(() =>
      expect(paramsOf(requests(REPORT).at(-1) as URL)).toMatchObject({ status: 'rejected', page: '1' }),
    );

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: '' } });
    await waitFor(() => expect(paramsOf(address()).type).toBeUndefined());
  });

  it('says so when the filters show no purchase', async () => {
    mount(PATH, () => ({
      body: {
        data: purchasesReport({
          summary: {
            count: 0,
            approvedCount: 0,
            approvedValue: 0,
            points: 0,
            pending: 0,
            rejected: 0,
            canceled: 0,
            averageTicket: null,
          },
          series: [],
          byStore: [],
          bySegment: [],
          byType: [],
          rejectionReasons: [],
          decisionTime: { decided: 0, medianHours: null, p95Hours: null, withinLimit: 0, limitHours: 72 },
          table: { rows: [], total: 0, page: 1, limit: 10 },
        }),
      },
    }));
    expect(await screen.findByText('Nenhum resultado para os filtros escolhidos')).toBeTruthy();
  });

  it('offers to try again when the report cannot be read', async () => {
    mount(PATH, () => ({ status: 503, body: {} }));
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
