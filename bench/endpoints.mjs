// The endpoints `npm run bench` measures, in order. To measure a new endpoint, append an entry.
//
// Entry fields:
//   name         label in the table (keep it unique)
//   server       'api' (default) or 'ceiling' (the bare Fastify server of bench/ceiling.mjs)
//   method       'GET' (default), 'POST', 'PATCH', ...
//   path         string, or (f, i) => string: f are the fixtures below, i the request number
//   role         log in as this role's account and send its Bearer token: DEDPREMIUM, SMART,
//                CONCIERGE, LOJISTA (store of f.store), VENDEDOR (f.seller), CLIENTE (f.client)
//   body         JSON object, or (f, i) => object, called for every request (unique rows)
//   headers      extra request headers: object, or (f, i) => object (e.g. a unique Idempotency-Key)
//   download     true: a file, fetched once and read as it streams (time, rows, the API's peak RSS)
//   connections, duration, warmup   override BENCH_CONNECTIONS / BENCH_DURATION / BENCH_WARMUP
//   goal         { p95Ms, rps } ({ seconds, rssMb } for a download): acceptance targets, shown as ok/MISS in the table
//
// Fixtures f (read from the generated database, see lib/generate.mjs readFixtures):
//   f.password                the password of every generated account
//   f.accounts[role]          e-mail of the account used for each role
//   f.client                  { id, name, cpf, email, userId } the CLIENTE account
//   f.buyers                  ids of 1,000 other clients (purchases recorded under load go to them)
//   f.store                   { id, tradeName, cnpj } the LOJISTA's store (the busiest one)
//   f.storeIds                every store's id (200 by default), by trade name
//   f.seller                  { id, storeId } the VENDEDOR's seller row
//   f.campaign                { id, name, startDate, endDate } the active campaign
//   f.month, f.year           last month (full of sales in the active campaign)
//   f.billMonth, f.billYear   the month before last: every store's statement billed, the bills open
//                             (older months' bills are paid; see lib/statements.mjs)
//   f.storeMonthSales         how many sales f.store made that month (what the statement reads)
//   f.today                   YYYY-MM-DD in APP_TIMEZONE
//   f.segmentId               the segment of f.store
//   f.clientSearch            a name prefix many clients share
//   f.logs                    { total, deepCursor, deepSaleCursor, busiestUser }: the audit log's size,
//                             the cursors of the entry halfway down it (all modules, Sale), the
//                             user with the most entries
//   f.runId                   unique per run (for unique invoice numbers and the like)

export const endpoints = [
  { name: 'ceiling (bare Fastify)', server: 'ceiling', path: '/ceiling' },
  { name: 'GET /api/health', path: '/api/health' },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    body: (f) => ({ email: f.client.email, password: f.password }),
    // argon2id is deliberately slow: a few connections keep the thread pool busy.
    connections: 8,
    duration: 6,
  },
  { name: 'GET /api/clients/me/campaign-points', role: 'CLIENTE', path: '/api/clients/me/campaign-points' },
  { name: 'GET /api/users?page=1&limit=10', role: 'DEDPREMIUM', path: '/api/users?page=1&limit=10' },

  // Issue 14: the people the back office looks up. A handful of staff at once (10 connections);
  // each must stay within 50 ms at the 95th percentile and grow no more than 1.5x from 10,000 sales.
  {
    name: 'GET /api/users?search=<name>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/users?search=${encodeURIComponent(f.clientSearch)}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/clients?search=<name>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/clients?search=${encodeURIComponent(f.clientSearch)}`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/clients?search=<cpf>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/clients?search=${f.client.cpf.slice(0, 6)}`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sellers',
    role: 'DEDPREMIUM',
    path: '/api/sellers?page=1&limit=10',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sellers?storeId (LOJISTA)',
    role: 'LOJISTA',
    path: (f) => `/api/sellers?storeId=${f.store.id}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/shopkeepers?storeId',
    role: 'DEDPREMIUM',
    path: (f) => `/api/shopkeepers?storeId=${f.store.id}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/shopkeepers?search=<name>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/shopkeepers?search=${encodeURIComponent(f.clientSearch)}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/logs/authors',
    role: 'DEDPREMIUM',
    path: '/api/logs/authors',
    connections: 10,
    goal: { p95Ms: 50 },
  },

  // Issue 14: the audit log pages by cursor, so the first page and a page halfway down the
  // history cost the same at every size. A back-office screen: a handful of staff at once.
  { name: 'GET /api/logs/module', role: 'DEDPREMIUM', path: '/api/logs/module', connections: 10, goal: { p95Ms: 50 } },
  {
    name: 'GET /api/logs/module?moduleName=Sale',
    role: 'DEDPREMIUM',
    path: '/api/logs/module?moduleName=Sale',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/logs/module?cursor=<halfway>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/logs/module?cursor=${f.logs.deepCursor}`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/logs/module?moduleName=Sale&cursor=<halfway>',
    role: 'DEDPREMIUM',
    path: (f) => `/api/logs/module?moduleName=Sale&cursor=${f.logs.deepSaleCursor}`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/logs/module?userId&from&to',
    role: 'DEDPREMIUM',
    path: (f) => `/api/logs/module?userId=${f.logs.busiestUser}&from=${f.year}-01-01&to=${f.today}`,
    connections: 10,
    goal: { p95Ms: 50 },
  },

  // Issue 5: the sales statement and the customer's purchases must not grow with the table.
  {
    name: 'GET /api/sales?store&month&year',
    role: 'DEDPREMIUM',
    // The statement is a back-office screen: a handful of staff at once.
    connections: 10,
    path: (f) => `/api/sales?store=${f.store.id}&month=${f.month}&year=${f.year}&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sales?store&month&year&search=<name>',
    role: 'DEDPREMIUM',
    // The statement is a back-office screen: a handful of staff at once.
    connections: 10,
    path: (f) =>
      `/api/sales?store=${f.store.id}&month=${f.month}&year=${f.year}&search=${encodeURIComponent(f.clientSearch)}&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sales?store&month&year&search=<cpf>',
    role: 'DEDPREMIUM',
    // The statement is a back-office screen: a handful of staff at once.
    connections: 10,
    path: (f) =>
      `/api/sales?store=${f.store.id}&month=${f.month}&year=${f.year}&search=${f.client.cpf.slice(0, 6)}&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    // Invoice numbers are searched by case-insensitive prefix on the store's index entries.
    name: 'GET /api/sales?store&month&year&search=<invoice prefix>',
    role: 'DEDPREMIUM',
    connections: 10,
    path: (f) => `/api/sales?store=${f.store.id}&month=${f.month}&year=${f.year}&search=1000&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  // Issue 17: the review queue, the longest waiting first, with every check passed.
  {
    name: 'GET /api/sales?status=pending&sort=oldest&checks=passed',
    role: 'CONCIERGE',
    connections: 10,
    path: '/api/sales?status=pending&sort=oldest&checks=passed&page=1&limit=10',
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sales?status=pending&late=true',
    role: 'CONCIERGE',
    connections: 10,
    path: '/api/sales?status=pending&late=true&sort=oldest&page=1&limit=10',
    goal: { p95Ms: 50 },
  },
  // Issue 15: the monthly statements, read as the mall has them: the list on a back-office
  // screen, 10 connections.
  {
    name: 'GET /api/extracts',
    role: 'DEDPREMIUM',
    path: '/api/extracts?page=1&limit=10',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/extracts?month&year',
    role: 'DEDPREMIUM',
    path: (f) => `/api/extracts?month=${f.month}&year=${f.year}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  // The bills screen: one row per statement (every store's month of the history, with its bill),
  // newest month first; a back-office screen, 10 connections.
  {
    name: 'GET /api/bills',
    role: 'DEDPREMIUM',
    path: '/api/bills?page=1&limit=10',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/bills?status=ABERTO',
    role: 'DEDPREMIUM',
    path: '/api/bills?status=ABERTO&page=1&limit=10',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/bills?month&year',
    role: 'DEDPREMIUM',
    path: (f) => `/api/bills?month=${f.billMonth}&year=${f.billYear}&page=1&limit=10`,
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/bills (store owner)',
    role: 'LOJISTA',
    path: '/api/bills?page=1&limit=10',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  // The admin lists sorted by a column: the first page holds the list's goal. A store's whole
  // history by value reads `sales_store_net_idx`; the month's purchases sort a month's rows.
  {
    name: 'GET /api/sales?store&sort=value&order=desc',
    role: 'DEDPREMIUM',
    connections: 10,
    path: (f) => `/api/sales?store=${f.store.id}&status=all&sort=value&order=desc&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sales?store&month&year&sort=client',
    role: 'DEDPREMIUM',
    connections: 10,
    path: (f) => `/api/sales?store=${f.store.id}&month=${f.month}&year=${f.year}&sort=client&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/sales?month&year&sort=value&order=desc',
    role: 'DEDPREMIUM',
    connections: 10,
    path: (f) => `/api/sales?month=${f.month}&year=${f.year}&sort=value&order=desc&page=1&limit=10`,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/extracts?sort=due&order=desc',
    role: 'DEDPREMIUM',
    connections: 10,
    path: '/api/extracts?sort=due&order=desc&page=1&limit=10',
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/bills?sort=amount&order=desc',
    role: 'DEDPREMIUM',
    connections: 10,
    path: '/api/bills?sort=amount&order=desc&page=1&limit=10',
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/logs/module?sort=date&order=asc',
    role: 'DEDPREMIUM',
    connections: 10,
    path: '/api/logs/module?sort=date&order=asc',
    goal: { p95Ms: 50 },
  },
  // Processing a month for the whole mall (every store, the scheduled job's work) is one request
  // of at most 2 s. Each request replaces the statements in place (none of that month has a bill)
  // and leaves 200 dead statement rows and their frozen sales behind until autovacuum runs: it
  // comes after the lists, which would otherwise read past thousands of dead rows that a month
  // processed a few times in real life never leaves.
  {
    name: 'POST /api/extracts/process (all stores, last month)',
    method: 'POST',
    role: 'DEDPREMIUM',
    path: '/api/extracts/process',
    body: (f) => ({ storeIds: f.storeIds, month: f.month, year: f.year }),
    connections: 1,
    duration: 4,
    warmup: 1,
    goal: { p95Ms: 2000 },
  },
  {
    name: 'GET /api/sales/my-sales',
    role: 'CLIENTE',
    path: '/api/sales/my-sales?page=1&limit=10',
    goal: { p95Ms: 50 },
  },
  {
    name: 'POST /api/sales',
    method: 'POST',
    role: 'VENDEDOR',
    path: '/api/sales',
    body: (f, i) => invoiceSaleBody(f, i, 'B'),
    goal: { rps: 500 },
  },
  {
    // Issue 17: the same create with the receipt's fiscal access key: its unique index and the
    // checks recorded with the purchase on top (each request a key of its own).
    name: 'POST /api/sales (fiscal key)',
    method: 'POST',
    role: 'VENDEDOR',
    path: '/api/sales',
    body: (f, i) => invoiceSaleBody(f, i, 'BF', { fiscalKey: benchKey(f, i) }),
    goal: { rps: 500 },
  },
  {
    // The same create with an Idempotency-Key: the key's claim and stored answer on top.
    name: 'POST /api/sales (Idempotency-Key)',
    method: 'POST',
    role: 'VENDEDOR',
    path: '/api/sales',
    headers: (f, i) => ({ 'idempotency-key': `K${f.runId}-${i}` }),
    body: (f, i) => invoiceSaleBody(f, i, 'I'),
    goal: { rps: 400 },
  },

  // Issue 16: the dashboard, one request per role's landing page. A handful of staff at once (10
  // connections): p95 within 50 ms and no more than 1.5x its 10,000-sale figure. Its sums come from
  // sales_daily (kept by triggers in each sale's transaction), its queue from the pending indexes.
  {
    name: 'GET /api/dashboard (DEDPREMIUM)',
    role: 'DEDPREMIUM',
    path: '/api/dashboard',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/dashboard (CONCIERGE)',
    role: 'CONCIERGE',
    path: '/api/dashboard',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  {
    name: 'GET /api/dashboard (LOJISTA)',
    role: 'LOJISTA',
    path: '/api/dashboard',
    connections: 10,
    goal: { p95Ms: 50 },
  },
  // Issue 16: the reports' first page (figures, chart and the table's first rows in one answer).
  // A handful of staff at once (10 connections): p95 within 50 ms and no more than 1.5x its
  // 10,000-sale figure, whatever the period: the whole history, a year, a month, one store.
  ...reportEntries('compras', [
    ['whole history', () => ''],
    ['a year', (f) => `from=${yearAgo(f)}&to=${f.today}`],
    ['a year, one store', (f) => `from=${yearAgo(f)}&to=${f.today}&storeId=${f.store.id}`],
    ['a year, one segment', (f) => `from=${yearAgo(f)}&to=${f.today}&segmentId=${f.segmentId}`],
    ['last month', (f) => monthRange(f)],
    ['the campaign, approved', (f) => `campaignId=${f.campaign.id}&status=approved`],
  ]),
  ...reportEntries('pontos-loja', [
    ['whole history', () => ''],
    ['a year', (f) => `from=${yearAgo(f)}&to=${f.today}`],
    ['the campaign', (f) => `campaignId=${f.campaign.id}`],
    ['last month', (f) => monthRange(f)],
  ]),
  ...reportEntries('clientes', [
    ['every customer', () => ''],
    ['registered in a year', (f) => `from=${yearAgo(f)}&to=${f.today}`],
    ['search <name>', (f) => `search=${encodeURIComponent(f.clientSearch)}`],
  ]),
  ...reportEntries('historico-clientes', [
    ['search <name>', (f) => `search=${encodeURIComponent(f.clientSearch)}`],
    ['one customer', (f) => `clientId=${f.client.id}`],
  ]),

  // Issue 16: a whole report as a file. Every purchase of the history (1,000,000 rows at full
  // size) streamed once, read as it arrives: goal under 15 s with the API's RSS under 300 MB.
  {
    name: 'GET /api/reports/compras?format=csv (every purchase)',
    role: 'DEDPREMIUM',
    path: '/api/reports/compras?format=csv',
    download: true,
    goal: { seconds: 15, rssMb: 300 },
  },
  // An admin list's export: the busiest store's purchases of the month, by value, through the
  // list's own query a batch at a time.
  {
    name: 'GET /api/sales/export?format=csv (a store, by value)',
    role: 'DEDPREMIUM',
    path: (f) => `/api/sales/export?format=csv&store=${f.store.id}&status=all&sort=value&order=desc`,
    download: true,
    goal: { seconds: 15, rssMb: 300 },
  },
  {
    name: 'GET /api/reports/compras?format=xlsx (last month)',
    role: 'DEDPREMIUM',
    path: (f) => `/api/reports/compras?format=xlsx&${monthRange(f)}`,
    download: true,
    goal: { rssMb: 300 },
  },
];

/**
 * The seller's invoice sale of request `i`, for today, for one of the buyers, its invoice number
 * `prefix`, the run's id and `i`.
 */
function invoiceSaleBody(f, i, prefix, extra = {}) {
  return {
    type: 'invoice_number',
    clientId: f.buyers[i % f.buyers.length],
    storeId: f.seller.storeId,
    sellerId: f.seller.id,
    saleDate: f.today,
    grossValue: 1500,
    discountValue: 0,
    netValue: 1500,
    amount: 1500,
    invoiceNumber: `${prefix}${f.runId}-${i}`,
    ...extra,
  };
}

/**
 * A fiscal access key of this run's request `i`: São Paulo, this month, model 65, its number the
 * request's and its code the run's, the check digit by módulo 11 (packages/shared fiscal-key.ts).
 */
function benchKey(f, i) {
  // Each run its own series: a fiscal document (CNPJ, model, series, number) backs one purchase.
  const run = Number.parseInt(f.runId.slice(-5), 36);
  const series = String(100 + (run % 900));
  const code = String(10_000_000 + (run % 89_999_999)).padStart(8, '0');
  const body = `35${f.today.slice(2, 4)}${f.today.slice(5, 7)}1122233300018165${series}${String(i).padStart(9, '0')}1${code}`;
  let sum = 0;
  for (let k = body.length - 1, weight = 2; k >= 0; k--, weight = weight === 9 ? 2 : weight + 1) {
    sum += (body.charCodeAt(k) - 48) * weight;
  }
  const rest = sum % 11;
  return body + (rest < 2 ? 0 : 11 - rest);
}

/** A year before today (YYYY-MM-DD). */
function yearAgo(f) {
  const [y, m, d] = f.today.split('-');
  return `${Number(y) - 1}-${m}-${d}`;
}

/** The fixtures' last month as from/to. */
function monthRange(f) {
  const mm = String(f.month).padStart(2, '0');
  const last = new Date(Date.UTC(f.year, f.month, 0)).getUTCDate();
  return `from=${f.year}-${mm}-01&to=${f.year}-${mm}-${last}`;
}

/** One entry per filter set of a report, as an administrator (10 connections, p95 within 50 ms). */
function reportEntries(report, cases) {
  return cases.map(([label, query]) => ({
    name: `GET /api/reports/${report} (${label})`,
    role: 'DEDPREMIUM',
    path: (f) => {
      const q = query(f);
      return `/api/reports/${report}${q ? `?${q}` : ''}`;
    },
    connections: 10,
    goal: { p95Ms: 50 },
  }));
}
