import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paramsOf, renderReport, text } from '../testing/render-report';
import { CAMPAIGN, SEGMENT, STORE, storePoints } from '../testing/report-fixtures';
import { StorePointsPage } from './store-points-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PATH = '/admin/relatorios/pontos-loja';
const REPORT = '/api/reports/pontos-loja';

/** The ranking of twelve stores, paged as the address asks. */
function mount(address = PATH, answer?: (url: URL) => { status?: number; body: unknown }) {
  return renderReport(<StorePointsPage />, address, {
    [`GET ${REPORT}`]: ({ url }) =>
      answer?.(url) ?? {
        body: {
          data: storePoints({}, 12, Number(url.searchParams.get('page')), Number(url.searchParams.get('limit'))),
        },
      },
  });
}

const address = () => screen.getByTestId('address').textContent ?? '';
const figure = (label: string) => text(screen.getByText(label, { selector: 'dt' }).parentElement);

afterEach(() => vi.unstubAllGlobals());

describe('the Pontos por Loja report', () => {
  it('shows the totals, the top ten as a chart with its table, and the ranking', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pontos por Loja' })).toBeTruthy();
    await screen.findByText('Resumo');
    expect(figure('Lojas')).toContain('12');
    expect(figure('Compras aprovadas')).toContain('1.134');
    expect(figure('Valor aprovado')).toContain('R$ 87.000,00');
    expect(figure('Pontos gerados')).toContain('8.700');
    expect(figure('Clientes')).toContain('400');

    const chart = await screen.findByRole('img', { name: /lojas de maior valor/ });
    expect(chart.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe(
      'Gráfico de barras do valor aprovado das 10 lojas de maior valor: em primeiro, Casa Aurora, com R$ 10.000,00',
    );
    const top = within(screen.getByRole('table', { name: 'As 10 lojas de maior valor aprovado' })).getAllByRole('row');
    expect(top).toHaveLength(11);
    expect(text(top[1])).toBe('1ºCasa AuroraR$ 10.000,001.000');

    const rows = within(screen.getByRole('table', { name: 'Pontos por loja' })).getAllByRole('row');
    expect(text(rows[1])).toBe('1ºCasa AuroraIluminação100R$ 10.000,001.00050');
    expect(text(rows[2])).toBe('2ºLoja 01—99R$ 9.500,0095049');
    expect(screen.getByText('1-10 de 12 resultados')).toBeTruthy();
  });

  it('leads from a store to its approved purchases under the same period and campaign', async () => {
    const { requests } = mount(
      `${PATH}?from=2026-01-01&to=2026-06-30&campaignId=${CAMPAIGN.id}&segmentId=${SEGMENT.id}`,
    );
    const link = await screen.findByRole('link', { name: 'Casa Aurora' });
    expect(link.getAttribute('href')).toBe(
      `/admin/relatorios/compras?storeId=${STORE.id}&status=approved&from=2026-01-01&to=2026-06-30&campaignId=${CAMPAIGN.id}`,
    );
    expect(paramsOf(requests(REPORT)[0] as URL)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      campaignId: CAMPAIGN.id,
      segmentId: SEGMENT.id,
      page: '1',
      limit: '10',
    });
    // Without a period or campaign, the link carries the store and the status only.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(address()).toBe(PATH));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Casa Aurora' }).getAttribute('href')).toBe(
        `/admin/relatorios/compras?storeId=${STORE.id}&status=approved`,
      ),
    );
  });

  it('keeps the top ten in the chart past the first page of the ranking', async () => {
    const { requests } = mount(`${PATH}?page=2`);
    expect(await screen.findByText('11-12 de 12 resultados')).toBeTruthy();
    const ranking = within(screen.getByRole('table', { name: 'Pontos por loja' })).getAllByRole('row');
    expect(text(ranking[1])).toContain('11ºLoja 10');
    await screen.findByRole('table', { name: 'As 10 lojas de maior valor aprovado' });
    expect(
      requests(REPORT)
        .map((u) => `${u.searchParams.get('page')}/${u.searchParams.get('limit')}`)
        .sort(),
    ).toEqual(['1/10', '2/10']);
  });

  it('says so when no store sold under the filters', async () => {
    mount(PATH, () => ({
      body: {
        data: {
          summary: { stores: 0, purchases: 0, approvedValue: 0, points: 0, customers: 0 },
          table: { rows: [], total: 0, page: 1, limit: 10 },
        },
      },
    }));
    expect(await screen.findByText('Nenhum resultado para os filtros escolhidos')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
