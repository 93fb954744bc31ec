import type { Sale, SaleCheck } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { NFCE_KEY, PASSED_CHECKS, saleRecord } from '../../../testing/sale-record';
import { SalesStatementPage } from '../pages/sales-statement-page';

const uuid = (n: number) => `0f8fad5b-d9cb-469f-a165-7086772895${String(n).padStart(2, '0')}`;
const cnpjFailed: SaleCheck = {
  code: 'cnpj',
  status: 'failed',
  message: 'O CNPJ da chave (99.888.777/0001-66) não é o da loja escolhida (11.222.333/0001-81)',
};
const buyerUnverified: SaleCheck = {
  code: 'buyer_cpf',
  status: 'unverified',
  message: 'NFC-e de R$ 10.000,00 ou mais: confira no cupom o CPF do comprador',
};

/** Every kind of row the queue shows: all checks passed, alerts (a contested, late photo), no key, decided. */
export const OK = saleRecord({ id: uuid(1), client: { name: 'Ana Alves', cpf: '52998224725' } });
export const ALERT = saleRecord({
  id: uuid(2),
  type: 'photo',
  invoiceNumber: null,
  fileUrl: '/api/shared/files/f2',
  netValue: 12000,
  amount: 12000,
  grossValue: 12000,
  discountValue: 0,
  checks: [...PASSED_CHECKS.slice(0, 3), cnpjFailed, ...PASSED_CHECKS.slice(4), buyerUnverified],
  reviewDeadline: '2020-01-05T02:59:59.000Z',
  contestedAt: '2020-01-08T12:00:00.000Z',
  contestMessage: 'A nota é desta loja, o CNPJ é o da matriz.',
  reason: 'CNPJ de outra loja',
  client: { name: 'Bruno Braga', cpf: '11144477735' },
});
export const NO_KEY = saleRecord({
  id: uuid(3),
  fiscalKey: null,
  checks: [{ code: 'key', status: 'unverified', message: 'Compra sem chave de acesso: confira o comprovante' }],
  client: { name: 'Carla Costa', cpf: '52998224725' },
});
export const OK2 = saleRecord({ id: uuid(4), client: { name: 'Diego Dias', cpf: '52998224725' } });
export const DONE = saleRecord({
  id: uuid(5),
  status: 'approved',
  points: 150,
  reviewDeadline: null,
  client: { name: 'Elisa Esteves', cpf: '52998224725' },
});
export const ROWS = [OK, ALERT, NO_KEY, OK2, DONE];
/** Every check passed, but a fraud signal raised: the server approves it only on its own. */
export const FLAGGED = saleRecord({
  id: uuid(6),
  signals: [{ code: 'client_burst', message: '4 compras deste cliente nesta loja no mesmo dia' }],
  client: { name: 'Fábio Faria', cpf: '52998224725' },
});
export { NFCE_KEY };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The statement page on a fake API that records every call. */
export function mountStatement(
  url = '/admin/extratos/pontuacao',
  rows: Sale[] = ROWS,
  /** The purchases bulk approval says another reviewer decided meanwhile; the others it approves. */
  decided: readonly string[] = [OK2.id],
) {
  const known = [...ROWS, ...rows];
  const api = fakeApi({
    'GET /api/sales': () => ({ body: { data: rows, total: rows.length, pageSize: 10 } }),
    'GET /api/stores': () => ({ body: { data: [], total: 0 } }),
    'PATCH /api/sales/:id/approve': ({ url }) => ({
      body: { message: 'Compra aprovada', data: known.find((r) => url.pathname.includes(r.id)) },
    }),
    'PATCH /api/sales/:id/reject': ({ url }) => ({
      body: { message: 'Compra rejeitada', data: known.find((r) => url.pathname.includes(r.id)) },
    }),
    'POST /api/sales/bulk-approve': ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      const approved = ids
        .filter((id) => !decided.includes(id))
        .map((id) => known.find((r) => r.id === id))
        .filter((r) => r !== undefined);
      const n = approved.length;
      return {
        body: {
          message: n === 1 ? '1 compra aprovada' : `${n} compras aprovadas`,
          data: {
            approved: approved.map((r) => ({ ...r, status: 'approved' })),
            skipped: ids
              .filter((id) => decided.includes(id))
              .map((id) => ({ id, message: 'A compra já foi decidida' })),
          },
        },
      };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <SalesStatementPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const salesCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/sales');
  return { api, salesCalls };
}
