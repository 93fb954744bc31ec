// Generates the benchmark data set into a fresh PostgreSQL database: migrations of the app,
// then every table bulk-loaded with COPY (pg-copy-streams), secondary indexes built after the
// load, VACUUM ANALYZE. Deterministic: the same sizes and seed give the same rows.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { tsImport } from 'tsx/esm/api';
import {
  FEMALE_FIRST_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  SEGMENTS,
  STORE_SUFFIXES,
  STORE_WORDS,
  STREETS,
  slug,
  UFS,
} from './names.mjs';
import { loadStatementsAndBills } from './statements.mjs';

const API_SRC = new URL('../../apps/api/src/', import.meta.url);

/** Password of every generated account (staff and clients). */
export const BENCH_PASSWORD = 'Demo@1234';
export const STAFF = [
  { key: 'DEDPREMIUM', email: 'admin@example.com', name: 'Ana Administradora', role: 'DEDPREMIUM' },
  { key: 'SMART', email: 'smart@example.com', name: 'Sérgio Smart', role: 'SMART' },
  { key: 'CONCIERGE', email: 'concierge@example.com', name: 'Carla Concierge', role: 'CONCIERGE' },
  { key: 'LOJISTA', email: 'lojista@example.com', name: 'Luísa Lojista', role: 'LOJISTA', store: 0 },
  { key: 'VENDEDOR', email: 'vendedor@example.com', name: 'Vítor Vendedor', role: 'VENDEDOR', store: 0 },
];
const SELLERS_PER_STORE = 2;
const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.25 / 12;
const CAMPAIGN_DAYS = 182;
/** The mall's purchases a month, all stores together (about 250 a working day). */
export const MONTHLY_SALES = 5_000;

// ---------------------------------------------------------------- small helpers

/** mulberry32: a fast deterministic PRNG. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, width) => String(n).padStart(width, '0');

/**
 * The i-th client's 9-digit CPF base, spread over the whole range as real CPFs are: counting up
 * from one base put every client of a small data set under one 6-digit prefix, so the CPF search
 * matched a thousand clients at every size. Multiplying by a number coprime with the range keeps
 * the bases unique; 10,000,000 up stays clear of the shop owners' 900,000,000 + i.
 */
const CPF_RANGE = 890_000_000;
const clientCpfBase = (i) => 10_000_000 + Number((BigInt(i) * 282_475_249n) % BigInt(CPF_RANGE));

/** CPF check digits (mod 11) appended to a 9-digit base: generated CPFs are valid ones. */
function cpf(base9) {
  const d = [...base9].map(Number);
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i] * (len + 1 - i);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** CNPJ check digits over a 12-character (possibly alphanumeric) base, as in force since July 2026. */
function cnpj(base12) {
  const v = [...base12].map((c) => c.charCodeAt(0) - 48);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + w * v[i], 0);
    const r = sum % 11;
    v.push(r < 2 ? 0 : 11 - r);
  }
  return base12 + v.slice(12).join('');
}

export function todayIn(timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
const dayNumber = (iso) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (n) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const ts = (ms) => new Date(ms).toISOString();

/** Streams rows into `COPY table (columns) FROM STDIN` (text format, \N for null). */
async function copyInto(client, table, columns, rows) {
  const sql = `COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`;
  const sink = client.query(copyStreams.from(sql));
  async function* chunks() {
    let buf = [];
    for (const row of rows) {
      buf.push(row.map((v) => (v === null || v === undefined ? '\\N' : v)).join('\t'));
      if (buf.length === 2000) {
        yield `${buf.join('\n')}\n`;
        buf = [];
      }
    }
    if (buf.length) yield `${buf.join('\n')}\n`;
  }
  await pipeline(Readable.from(chunks()), sink);
  return sink.rowCount;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

// ---------------------------------------------------------------- data set metadata

/** What was generated, kept as the database comment so a later run can reuse the data set. */
export async function readMeta(url) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select shobj_description(oid, $2) as meta from pg_database where datname = $1',
      [databaseName(url), 'pg_database'],
    );
    return rows[0]?.meta ? JSON.parse(rows[0].meta) : null;
  } catch {
    return null;
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoteIdent(databaseName(url))} with (force)`);
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------- the generator

/**
 * @param {object} o
 * @param {string} o.url             postgres://.../mall_bench (dropped and re-created)
 * @param {number} o.sales           number of sales
 * @param {number} o.clients         number of clients (each with a CLIENTE user)
 * @param {number} o.stores          number of stores
 * @param {number} [o.monthlySales] the mall's sales a month: the history is as long as the sales need
 * @param {number} [o.logsPerSale]   share of reviewed sales that get an audit-log row
 * @param {number} [o.seed]
 * @param {string} [o.timeZone]
 * @param {(msg: string) => void} [o.log]
 */
export async function generateDataset(o) {
  const log = o.log ?? console.log;
  const timeZone = o.timeZone ?? 'America/Sao_Paulo';
  const seed = o.seed ?? 20260701;
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const dbName = databaseName(o.url);
  const t0 = performance.now();
  const timings = {};
  const lap = (name, since) => {
    timings[name] = Math.round(performance.now() - since);
    return performance.now();
  };

  // 1. Fresh database, app migrations.
  let t = performance.now();
  await dropDatabase(o.url);
  const admin = new pg.Client({ connectionString: withDatabase(o.url, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(dbName)}`);
  await admin.end();
  const { openDatabase } = await tsImport(new URL('db/client.ts', API_SRC).href, import.meta.url);
  const { hashPassword } = await tsImport(new URL('lib/passwords.ts', API_SRC).href, import.meta.url);
  const database = await openDatabase({ databaseUrl: o.url, poolSize: 1 });
  await database.migrate();
  await database.close();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  t = lap('migrate', t);

  // Three loader connections: clients and two halves of the sales load in parallel.
  const loaders = [];
  for (let i = 0; i < 3; i++) {
    const c = new pg.Client({ connectionString: o.url });
    await c.connect();
    // Rows are consistent by construction: skip foreign-key triggers and WAL flushes while loading.
    await c.query("set session_replication_role = 'replica'");
    await c.query('set synchronous_commit = off');
    await c.query("set maintenance_work_mem = '512MB'");
    loaders.push(c);
  }
  const client = loaders[0];

  // Secondary indexes are built once after the load (sorted), much faster than row by row.
  const bulkTables = ['users', 'clients', 'consents', 'sales', 'logs'];
  const { rows: deferred } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c
                         where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [bulkTables],
  );
  for (const ix of deferred) await client.query(`drop index ${quoteIdent(ix.indexname)}`);

  // 2. Reference data: segments, campaigns, stores, prizes, staff, sellers, shopkeepers.
  const today = todayIn(timeZone);
  const todayN = dayNumber(today);
  const nowMs = Date.now();
  // The mall sells at a steady rate, so a larger data set is a longer history, not busier months:
  // a store's month holds about as many sales at 10,000 as at 1,000,000. Campaigns of six months
  // follow one another back to the first day of that history; the active one runs around today.
  const monthlySales = o.monthlySales ?? MONTHLY_SALES;
  const historyDays = Math.max(1, Math.ceil((o.sales / monthlySales) * DAYS_PER_MONTH));
  const firstDayN = todayN - historyDays + 1;
  const active = { id: randomUUID(), name: 'Campanha Decora Mais', startN: todayN - 120, endN: todayN + 60 };
  const campaigns = [active];
  for (let endN = active.startN - 1; endN >= firstDayN; endN -= CAMPAIGN_DAYS) {
    const startN = endN - CAMPAIGN_DAYS + 1;
    const name =
      campaigns.length === 1
        ? 'Campanha Casa Nova (encerrada)'
        : `Campanha ${isoOfDay(startN).slice(0, 7)} (encerrada)`;
    campaigns.push({ id: randomUUID(), name, startN, endN });
  }
  /** The campaign a sale of day n belongs to. */
  const campaignOfDay = (n) =>
    n >= active.startN ? active : campaigns[1 + Math.floor((active.startN - 1 - n) / CAMPAIGN_DAYS)];
  await copyInto(
    client,
    'campaigns',
    ['id', 'name', 'description', 'start_date', 'end_date', 'conversion_rate', 'active', 'is_finished', 'finished_at'],
    campaigns.map((c) => [
      c.id,
      c.name,
      c === active ? 'Campanha em andamento' : 'Campanha anterior',
      isoOfDay(c.startN),
      isoOfDay(c.endN),
      100,
      c === active ? 't' : 'f',
      c === active ? 'f' : 't',
      c === active ? null : ts((c.endN + 11) * DAY_MS),
    ]),
  );

  const segmentIds = SEGMENTS.map(() => randomUUID());
  await copyInto(
    client,
    'segments',
    ['id', 'name'],
    SEGMENTS.map((name, i) => [segmentIds[i], name]),
  );

  const stores = [];
  for (let i = 0; i < o.stores; i++) {
    const tradeName = `${STORE_WORDS[i % STORE_WORDS.length]} ${STORE_SUFFIXES[Math.floor(i / STORE_WORDS.length) % STORE_SUFFIXES.length]} ${i + 1}`;
    // One store in ten has the alphanumeric CNPJ.
    const root = i % 10 === 9 ? `A${pad(i, 6)}B` : pad(10_000_000 + i * 37, 8);
    stores.push({
      id: randomUUID(),
      tradeName,
      cnpj: cnpj(`${root}0001`),
      segmentId: segmentIds[i % segmentIds.length],
    });
  }
  await copyInto(
    client,
    'stores',
    [
      'id',
      'trade_name',
      'company_name',
      'email',
      'cnpj',
      'phone',
      'responsible',
      'segment_id',
      'zip_code',
      'address',
      'number',
      'neighborhood',
      'city',
      'state',
      'fee_bps',
      'area_limit',
      'day_limit',
    ],
    stores.map((s, i) => [
      s.id,
      s.tradeName,
      `${s.tradeName} Comércio Ltda`,
      `loja${i + 1}@bench.example.com`,
      s.cnpj,
      `119${pad(30_000_000 + i, 8)}`,
      `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      s.segmentId,
      pad(1_310_000 + i, 8),
      `${pick(STREETS)}`,
      String(100 + i),
      'Centro',
      'São Paulo',
      pick(UFS),
      200 + (i % 5) * 50,
      50 + (i % 20) * 10,
      30,
    ]),
  );

  const prizeRows = [];
  for (const [c, campaign] of campaigns.entries()) {
    for (let i = 0; i < 12; i++) {
      prizeRows.push([
        randomUUID(),
        `Brinde ${i + 1}${c ? ' (anterior)' : ''}`,
        1 + ((i * 3) % 15),
        ['produto', 'servico', 'outro'][i % 3],
        'Brinde gerado para o benchmark',
        i % 4 === 0 ? stores[i].id : null,
        campaign.id,
        i < 4 ? 't' : 'f',
      ]);
    }
  }
  await copyInto(
    client,
    'prizes',
    ['id', 'name', 'points', 'type', 'description', 'store_id', 'campaign_id', 'featured'],
    prizeRows,
  );

  // Staff users, one shopkeeper and two sellers per store.
  const userRows = [];
  const staffIds = {};
  const createdLongAgo = ts((firstDayN - 30) * DAY_MS);
  for (const s of STAFF) {
    const id = randomUUID();
    staffIds[s.key] = id;
    const storeId = s.store === undefined ? null : stores[s.store].id;
    userRows.push([id, s.name, s.email, null, passwordHash, s.role, storeId, createdLongAgo]);
  }
  const shopkeeperRows = [];
  const sellerRows = [];
  const sellerIds = [];
  for (const [i, store] of stores.entries()) {
    const keeperUser = i === 0 ? staffIds.LOJISTA : randomUUID();
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const email = i === 0 ? 'lojista@example.com' : `lojista${i + 1}@bench.example.com`;
    if (i !== 0) userRows.push([keeperUser, name, email, null, passwordHash, 'LOJISTA', store.id, createdLongAgo]);
    shopkeeperRows.push([randomUUID(), keeperUser, store.id, name, email, cpf(pad(900_000_000 + i, 9)), '11999990000']);
    for (let k = 0; k < SELLERS_PER_STORE; k++) {
      const first = i === 0 && k === 0;
      const sellerUser = first ? staffIds.VENDEDOR : randomUUID();
      const sName = first ? 'Vítor Vendedor' : `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
      const sEmail = first ? 'vendedor@example.com' : `vendedor${i + 1}-${k + 1}@bench.example.com`;
      const login = `vend${i + 1}-${k + 1}`;
      if (!first) userRows.push([sellerUser, sName, sEmail, login, passwordHash, 'VENDEDOR', store.id, createdLongAgo]);
      const sellerId = randomUUID();
      sellerIds.push({ id: sellerId, userId: sellerUser });
      sellerRows.push([sellerId, sellerUser, store.id, sName, sEmail, login]);
    }
  }
  await copyInto(
    client,
    'users',
    ['id', 'name', 'email', 'login', 'password_hash', 'role', 'store_id', 'created_at'],
    userRows,
  );
  await copyInto(client, 'shopkeepers', ['id', 'user_id', 'store_id', 'name', 'email', 'cpf', 'phone'], shopkeeperRows);
  await copyInto(client, 'sellers', ['id', 'user_id', 'store_id', 'name', 'email', 'login'], sellerRows);
  t = lap('reference', t);

  // 3. Clients: a users row (CLIENTE, the one precomputed hash), the client, two consents.
  const randC = prng(seed + 1);
  const clientIds = new Array(o.clients);
  const clientUserIds = new Array(o.clients);
  const clientNames = new Array(o.clients);
  // The sales carry lower(name) and the CPF of their customer (migration 0004); the load skips
  // the trigger that copies them, so they are written here, lowered by the database itself.
  const lowered = async (words) =>
    (
      await client.query('select array_agg(lower(w) order by n) as l from unnest($1::text[]) with ordinality u(w, n)', [
        words,
      ])
    ).rows[0].l;
  const [firstLower, lastLower] = [await lowered(FIRST_NAMES), await lowered(LAST_NAMES)];
  const clientNamesLower = new Array(o.clients);
  const clientCpfs = new Array(o.clients);
  const clientCreated = new Float64Array(o.clients);
  const clientFirst = new Uint8Array(o.clients);
  for (let i = 0; i < o.clients; i++) {
    clientIds[i] = randomUUID();
    clientUserIds[i] = randomUUID();
    const first = Math.floor(rand() * FIRST_NAMES.length);
    const last1 = Math.floor(rand() * LAST_NAMES.length);
    const last2 = (last1 + 1 + Math.floor(rand() * (LAST_NAMES.length - 1))) % LAST_NAMES.length;
    clientFirst[i] = first;
    clientNames[i] = `${FIRST_NAMES[first]} ${LAST_NAMES[last1]} ${LAST_NAMES[last2]}`;
    clientNamesLower[i] = `${firstLower[first]} ${lastLower[last1]} ${lastLower[last2]}`;
    clientCpfs[i] = cpf(pad(clientCpfBase(i), 9));
    // Registered in the month before the history starts, so no purchase predates its customer.
    clientCreated[i] = (firstDayN - 1) * DAY_MS - Math.floor(rand() * 30 * DAY_MS);
  }
  const clientEmail = (i) => {
    const parts = clientNames[i].split(' ');
    return `${slug(parts[0])}.${slug(parts[2])}.${i + 1}@bench.example.com`;
  };
  function* clientUserRows() {
    for (let i = 0; i < o.clients; i++) {
      yield [
        clientUserIds[i],
        clientNames[i],
        clientEmail(i),
        null,
        passwordHash,
        'CLIENTE',
        null,
        ts(clientCreated[i]),
      ];
    }
  }
  function* clientRows() {
    for (let i = 0; i < o.clients; i++) {
      const birthN = dayNumber('1950-01-01') + Math.floor(randC() * 20_000);
      yield [
        clientIds[i],
        clientUserIds[i],
        clientNames[i],
        clientEmail(i),
        clientCpfs[i],
        `${STREETS[Math.floor(randC() * STREETS.length)]}, ${1 + Math.floor(randC() * 3000)}`,
        pad(1_000_000 + Math.floor(randC() * 98_000_000), 8),
        `11${pad(900_000_000 + Math.floor(randC() * 99_999_999), 9)}`,
        i % 40 === 0 ? 'OUTROS' : clientFirst[i] < FEMALE_FIRST_NAMES ? 'FEMININO' : 'MASCULINO',
        isoOfDay(birthN),
        randC() < 0.4 ? 't' : 'f',
        ts(clientCreated[i]),
      ];
    }
  }
  function* consentRows() {
    for (let i = 0; i < o.clients; i++) {
      yield [randomUUID(), clientIds[i], 'terms', '2025-06', ts(clientCreated[i])];
      yield [randomUUID(), clientIds[i], 'privacy', '2025-06', ts(clientCreated[i])];
    }
  }
  const loadClients = async (conn) => {
    await copyInto(
      conn,
      'users',
      ['id', 'name', 'email', 'login', 'password_hash', 'role', 'store_id', 'created_at'],
      clientUserRows(),
    );
    await copyInto(
      conn,
      'clients',
      [
        'id',
        'user_id',
        'name',
        'email',
        'cpf',
        'address',
        'zip_code',
        'phone',
        'gender',
        'birthdate',
        'accepts_sms',
        'created_at',
      ],
      clientRows(),
    );
    await copyInto(conn, 'consents', ['id', 'client_id', 'kind', 'version', 'accepted_at'], consentRows());
  };

  // 4. Sales: spread evenly over the history up to today, each in its day's campaign. Stores are
  // skewed (the first stores sell most); clients uniform. Reviewed sales may get an audit row.
  const logsPerSale = o.logsPerSale ?? 0.35;
  const logRows = [];
  const reviewers = [staffIds.DEDPREMIUM, staffIds.CONCIERGE, staffIds.SMART];
  const SALE_STREAMS = 2;
  /** One of SALE_STREAMS slices of the sales, with its own PRNG and invoice-number range. */
  function* saleRows(part) {
    const rand = prng(seed + 10 + part);
    let invoiceSeq = (part + 1) * 100_000_000;
    const from = Math.floor((o.sales * part) / SALE_STREAMS);
    const to = Math.floor((o.sales * (part + 1)) / SALE_STREAMS);
    for (let n = from; n < to; n++) {
      const saleN = todayN - Math.floor(rand() * historyDays);
      const campaign = campaignOfDay(saleN);
      const inActive = campaign === active;
      const storeIdx = Math.floor(o.stores * rand() ** 1.6);
      const clientIdx = Math.floor(rand() * o.clients);
      const isInvoice = rand() < 0.25;
      const r = rand();
      let status;
      if (inActive) status = r < 0.55 ? 'approved' : r < 0.85 ? 'pending' : r < 0.95 ? 'rejected' : 'canceled';
      else status = r < 0.8 ? 'approved' : r < 0.93 ? 'rejected' : 'canceled';
      // Most purchases a few hundred reais, some large furniture orders.
      const gross = Math.round(5_000 + rand() ** 3 * 3_000_000);
      const discount = rand() < 0.3 ? Math.floor(gross * rand() * 0.15) : 0;
      const net = gross - discount;
      const hasInvoice = isInvoice || status === 'approved' || status === 'canceled';
      const seller = isInvoice ? sellerIds[storeIdx * SELLERS_PER_STORE + (rand() < 0.5 ? 0 : 1)] : null;
      const createdMs = Math.min(nowMs - 60_000, saleN * DAY_MS + 10 * 3_600_000 + Math.floor(rand() * 2 * DAY_MS));
      const reviewed = status !== 'pending';
      const reviewedMs = reviewed ? Math.min(nowMs - 1000, createdMs + Math.floor(rand() * 3 * DAY_MS)) : null;
      const reviewer = reviewed ? reviewers[n % reviewers.length] : null;
      const id = randomUUID();
      const invoice = hasInvoice ? String(invoiceSeq++) : null;
      if (reviewed && rand() < logsPerSale) {
        const method = status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'cancel';
        logRows.push([
          randomUUID(),
          'Sale',
          method,
          id,
          reviewer,
          '{"status":"pending"}',
          `{"status":"${status}","invoiceNumber":${invoice ? `"${invoice}"` : 'null'},"netValue":${net / 100}}`,
          ts(reviewedMs),
        ]);
      }
      yield [
        id,
        isInvoice ? 'invoice_number' : 'photo',
        invoice,
        isoOfDay(saleN),
        stores[storeIdx].id,
        seller?.id ?? null,
        clientIds[clientIdx],
        campaign.id,
        gross,
        discount,
        net,
        status === 'approved' ? Math.floor(net / 100_000) : null,
        status,
        status === 'rejected' ? 'Comprovante ilegível' : status === 'canceled' ? 'Compra devolvida' : null,
        clientNamesLower[clientIdx],
        clientCpfs[clientIdx],
        seller ? seller.userId : clientUserIds[clientIdx],
        reviewer,
        reviewedMs === null ? null : ts(reviewedMs),
        ts(createdMs),
        ts(reviewedMs ?? createdMs),
      ];
    }
  }
  const saleColumns = [
    'id',
    'type',
    'invoice_number',
    'sale_date',
    'store_id',
    'seller_id',
    'client_id',
    'campaign_id',
    'gross_cents',
    'discount_cents',
    'net_cents',
    'points',
    'status',
    'reason',
    'client_name_lower',
    'client_cpf',
    'created_by_user_id',
    'reviewed_by_user_id',
    'reviewed_at',
    'created_at',
    'updated_at',
  ];
  const copied = await Promise.all([
    loadClients(loaders[0]),
    ...Array.from({ length: SALE_STREAMS }, (_, k) => copyInto(loaders[k + 1], 'sales', saleColumns, saleRows(k))),
  ]);
  const salesCopied = copied.slice(1).reduce((a, b) => a + b, 0);
  t = lap('clientsAndSales', t);

  // A few catalogue changes by the admin, so every module has some history.
  for (const [i, moduleName] of ['Campaign', 'Prize', 'Store', 'Seller', 'Shopkeeper', 'Rescue'].entries()) {
    for (let k = 0; k < 50; k++) {
      logRows.push([
        randomUUID(),
        moduleName,
        k === 0 ? 'create' : 'update',
        moduleName === 'Store' ? stores[k % stores.length].id : randomUUID(),
        staffIds.DEDPREMIUM,
        k === 0 ? null : '{"name":"antes"}',
        '{"name":"depois"}',
        ts(nowMs - (i * 50 + k) * 3_600_000),
      ]);
    }
  }
  await copyInto(
    client,
    'logs',
    ['id', 'module_name', 'method_name', 'entity_id', 'user_id', 'previous_state', 'result', 'created_at'],
    logRows,
  );
  t = lap('logs', t);

  // 5. Secondary indexes (unique ones double as a check of the generated data), statistics.
  // Two builders; each CREATE INDEX may add parallel workers of its own.
  const queue = [...deferred];
  await Promise.all(
    loaders.slice(0, 2).map(async (conn) => {
      for (let ix = queue.shift(); ix; ix = queue.shift()) await conn.query(ix.indexdef);
    }),
  );
  t = lap('indexes', t);
  await loadStatementsAndBills(client, { today, adminId: staffIds.DEDPREMIUM });
  t = lap('statementsAndBills', t);
  // The purchases' totals (the dashboard's and the reports' sums): their triggers were off for the load.
  await client.query('select sales_rollup_rebuild()');
  await client.query('select row_counts_rebuild()');
  t = lap('salesRollup', t);
  // The Clientes report's per-customer facts and counts (migration 0023), for the same reason.
  await client.query('select client_reports_rebuild()');
  t = lap('clientReports', t);
  await client.query("set session_replication_role = 'origin'");
  await client.query('vacuum (analyze)');
  t = lap('vacuumAnalyze', t);

  const counts = {};
  for (const table of ['stores', 'campaigns', 'users', 'clients', 'sales', 'logs', 'extracts', 'bills']) {
    const { rows } = await client.query(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0].n;
  }
  const meta = {
    version: 1,
    seed,
    generatedAt: new Date().toISOString(),
    params: {
      sales: o.sales,
      clients: o.clients,
      stores: o.stores,
      monthlySales,
      logsPerSale,
    },
    counts,
    timings,
    totalMs: Math.round(performance.now() - t0),
  };
  await client.query(`comment on database ${quoteIdent(dbName)} is ${pg.escapeLiteral(JSON.stringify(meta))}`);
  for (const c of loaders) await c.end();
  if (salesCopied !== o.sales) log(`warning: ${salesCopied} sales copied, ${o.sales} expected`);
  return meta;
}

/**
 * Removes what earlier runs' load wrote (purchases recorded by POST /api/sales, whose invoice
 * numbers start with B, and their audit rows), so a reused data set measures like a fresh one.
 */
export async function removeBenchWrites(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `delete from logs where module_name = 'Sale' and entity_id in (select id from sales where invoice_number like 'B%')`,
    );
    const { rowCount } = await client.query(`delete from sales where invoice_number like 'B%'`);
    await client.query('commit');
    if (rowCount > 0) await client.query('vacuum analyze sales, logs');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Values the endpoints need (accounts, one client, a busy store, a month with sales), read from
 * the database so a reused data set works the same as a fresh one.
 */
export async function readFixtures(url, timeZone = 'America/Sao_Paulo') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql, params) => (await client.query(sql, params)).rows[0];
    const campaign = await one(
      `select id, name, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from campaigns where active limit 1`,
    );
    // A typical client: the first (by CPF, so stable across runs) with three approved purchases
    // in the active campaign (or as many as any client has), so the points endpoints have
    // something to add up.
    const benchClient = await one(
      `select c.id, c.name, c.cpf, c.email, c.user_id as "userId" from clients c
        where c.id = (select s.client_id from sales s join clients c2 on c2.id = s.client_id
                       where s.campaign_id = $1 and s.status = 'approved'
                       group by s.client_id, c2.cpf order by least(count(*), 3) desc, c2.cpf limit 1)`,
      [campaign?.id],
    );
    // Customers the POST /api/sales load records purchases for, in turn: never the one above, so
    // its purchases (read by my-sales) stay as generated however often the bench runs.
    const buyers = (
      await client.query(`select id from clients where id <> $1 order by cpf limit 1000`, [benchClient?.id])
    ).rows.map((r) => r.id);
    const store = await one(
      `select s.id, s.trade_name as "tradeName", s.cnpj from stores s join users u on u.store_id = s.id
        where u.email = 'lojista@example.com'`,
    );
    // Every store, for processing a month's statements of the whole mall at once.
    const storeIds = (await client.query('select id from stores order by trade_name, id')).rows.map((r) => r.id);
    const seller = await one(
      `select se.id, se.store_id as "storeId" from sellers se join users u on u.id = se.user_id
        where u.email = 'vendedor@example.com'`,
    );
    // Last month (full of sales in the active campaign): the admin statement's usual filter.
    const today = todayIn(timeZone);
    let [year, month] = today.split('-').map(Number);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    // The month before last: its bills are open (most overdue), older ones paid (lib/statements.mjs).
    const billMonth = month === 1 ? 12 : month - 1;
    const billYear = month === 1 ? year - 1 : year;
    // What the statement's store + month filter reads: the same at every size when the history grows.
    const storeMonthSales = store
      ? (
          await one(
            `select count(*)::int as n from sales
              where store_id = $1 and sale_date >= make_date($2, $3, 1)
                and sale_date < make_date($2, $3, 1) + interval '1 month'`,
            [store.id, year, month],
          )
        ).n
      : 0;
    // The audit log's "page deep in the history": the cursor of the entry halfway down the log (all
    // modules, and Sale alone), in the API's cursor format (apps/api/src/modules/logs: base64url of
    // `a|<createdAt in UTC to the microsecond>|<id>`, "the entries older than this one").
    const logCursorHalfway = async (where) => {
      const { n } = await one(`select count(*)::int as n from logs ${where}`);
      const row = await one(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from logs ${where}
          order by created_at desc, id desc offset $1 limit 1`,
        [Math.floor(n / 2)],
      );
      return row ? Buffer.from(`a|${row.at}|${row.id}`).toString('base64url') : '';
    };
    const logs = {
      total: (await one('select count(*)::int as n from logs')).n,
      deepCursor: await logCursorHalfway(''),
      deepSaleCursor: await logCursorHalfway(`where module_name = 'Sale'`),
      // The reviewer with the most entries: the user filter's heaviest case.
      busiestUser: (
        await one(
          `select user_id as id from logs where user_id is not null group by user_id order by count(*) desc limit 1`,
        )
      )?.id,
    };
    return {
      logs,
      password: BENCH_PASSWORD,
      accounts: {
        ...Object.fromEntries(STAFF.map((s) => [s.key, s.email])),
        CLIENTE: benchClient?.email,
      },
      campaign,
      client: benchClient,
      buyers,
      store,
      storeIds,
      seller,
      month,
      year,
      billMonth,
      billYear,
      storeMonthSales,
      today,
      /** The segment of the statement's store (the reports' segment filter). */
      segmentId: store ? (await one('select segment_id as id from stores where id = $1', [store.id]))?.id : null,
      /** A name prefix many clients share (Maria, Mariana, Marina...). */
      clientSearch: 'Mari',
    };
  } finally {
    await client.end();
  }
}
