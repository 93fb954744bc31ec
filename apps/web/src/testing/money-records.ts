import type { Bill, Extract, ExtractDetail } from '@mall/shared';

/** Whole statements and bills as the API answers them (the clients parse every answer). */
export function extractRecord(fields: Partial<Extract> & Pick<Extract, 'id'> & { tradeName?: string }): Extract {
  const { tradeName = 'Casa Aurora', ...rest } = fields;
  const storeId = rest.storeId ?? `store-${fields.id}`;
  return {
    storeId,
    store: { id: storeId, tradeName, fee: 2.5 },
    month: 10,
    year: 2026,
    salesCount: 3,
    totalSales: 1000,
    fee: 2.5,
    feeAmount: rest.amountDue ?? 25,
    adjustments: 0,
    amountDue: 25,
    balanceCarried: 0,
    carriedIn: [],
    status: 'pending',
    processedAt: '2026-11-01T09:00:00.000Z',
    processedBy: { id: 'admin', name: 'Administradora' },
    divergence: null,
    bill: null,
    ...rest,
  };
}

export function extractDetailRecord(
  fields: Partial<ExtractDetail> & Pick<ExtractDetail, 'id'> & { tradeName?: string },
): ExtractDetail {
  const { sales = [], missingSales = [], history = [], adjustmentLines = [], ...rest } = fields;
  return { ...extractRecord(rest), sales, missingSales, history, adjustmentLines };
}

export function billRecord(fields: Partial<Bill> & Pick<Bill, 'extractId'> & { tradeName?: string }): Bill {
  const { tradeName = 'Casa Aurora', ...rest } = fields;
  const storeId = rest.storeId ?? `store-${fields.extractId}`;
  return {
    id: `bill-${fields.extractId}`,
    storeId,
    store: { id: storeId, tradeName },
    monthRef: '2026-10-01',
    month: 10,
    year: 2026,
    salesCount: 3,
    totalSales: 1000,
    amountDue: 25,
    adminFee: 2.5,
    dueDate: '2026-11-16',
    paidAt: null,
    errorMessage: null,
    status: 'ABERTO',
    overdue: false,
    sentAt: null,
    pixCopyPaste: null,
    createdAt: '2026-11-06T12:00:00.000Z',
    ...rest,
  };
}

type Handler = (request: { method: string; url: URL; body: unknown }) => { status?: number; body: unknown };

/**
 * A stand-in for the API: each request goes to the first route whose method and path match
 * (`GET /api/extracts`), answering its JSON. Returns the calls made, for assertions.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = Object.entries(routes).find(([key]) => {
      const [m, path] = key.split(' ');
      return m === method && new RegExp(`^${(path ?? '').replace(/:\w+/g, '[^/]+')}$`).test(url.pathname);
    });
    if (!route) return new Response(JSON.stringify({ message: `sem rota ${method} ${url.pathname}` }), { status: 500 });
    const answer = route[1]({ method, url, body });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchMock, calls };
}
