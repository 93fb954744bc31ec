import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPORT_TOTAL_HEADER, type ReportFormat } from '@mall/shared';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { sendReportExport } from '../src/lib/report-export';
import type { ReportColumn, ReportExport } from '../src/lib/report-source';
import { compressionPlugin } from '../src/plugins/compression';
import { errorsPlugin } from '../src/plugins/errors';
import { parseCsv } from './support/csv';

// The export streams of the reports (issue 16), on a small app with the real error handler and
// compression plugin and one route that sends whatever export the test sets up. Streaming
// behaviour (a slow client, one that goes away, a failure half-way) is checked against a real
// listening server, as a browser would see it.

const TZ = 'America/Sao_Paulo';

interface Row {
  name: string | null;
  count: number | null;
  value: number | null;
  day: string | null;
  at: string | null;
  share: number | null;
  hours: number | null;
  active: boolean | null;
}

const columns: ReportColumn<Row>[] = [
  { header: 'Nome', kind: 'text', value: (r) => r.name, width: 30 },
  { header: 'Compras', kind: 'int', value: (r) => r.count },
  { header: 'Valor (R$)', kind: 'money', value: (r) => r.value },
  { header: 'Data', kind: 'date', value: (r) => r.day },
  { header: 'Registrado em', kind: 'datetime', value: (r) => r.at },
  { header: 'Aprovação', kind: 'percent', value: (r) => r.share },
  { header: 'Horas', kind: 'decimal', value: (r) => r.hours },
  { header: 'Ativo', kind: 'text', value: (r) => r.active },
];

const empty: Row = {
  name: null,
  count: null,
  value: null,
  day: null,
  at: null,
  share: null,
  hours: null,
  active: null,
};
const rows: Row[] = [
  {
    name: 'Casa; Bela "Decor"',
    count: 3,
    value: 1234.56,
    day: '2026-01-05',
    // 23:30 of the day before in São Paulo (UTC-3).
    at: '2026-01-15T02:30:00.000Z',
    share: 0.125,
    hours: 12.25,
    active: true,
  },
  {
    name: '=HYPERLINK("http://x")',
    count: 0,
    value: -1234567.8,
    day: '2026-12-31',
    at: '2026-07-01T12:00:00Z',
    share: 1,
    hours: 0,
    active: false,
  },
  { ...empty, name: 'Ação\r\nsegunda linha' },
  {
    name: '+5511999990000',
    count: 1_000_000,
    value: 0.1 + 0.2,
    day: '2024-02-29',
    at: '2024-02-29T23:59:59Z',
    share: 0.0004,
    hours: 1234.56,
    active: null,
  },
  // Summer time in 2018 (UTC-2): the zone's offset of that day, not today's.
  { ...empty, name: '00123', at: '2018-12-01T12:00:00Z', value: 0 },
];

/** What the CSV must hold for `rows`, field by field. */
const expectedCsv = [
  ['Nome', 'Compras', 'Valor (R$)', 'Data', 'Registrado em', 'Aprovação', 'Horas', 'Ativo'],
  ['Casa; Bela "Decor"', '3', '1.234,56', '05/01/2026', '14/01/2026 23:30', '12,5%', '12,3', 'Sim'],
  ['\'=HYPERLINK("http://x")', '0', '-1.234.567,80', '31/12/2026', '01/07/2026 09:00', '100,0%', '0,0', 'Não'],
  ['Ação\r\nsegunda linha', '', '', '', '', '', '', ''],
  ["'+5511999990000", '1000000', '0,30', '29/02/2024', '29/02/2024 20:59', '0,0%', '1234,6', ''],
  ['00123', '', '0,00', '', '01/12/2018 10:00', '', '', ''],
];

/** A report of the given batches, that records how far its reading went. */
function reportOf(batches: () => AsyncIterable<readonly Row[]>, total: number): ReportExport<Row> {
  return { fileName: 'relatorio-compras-2026-11-27', sheetName: 'Compras', columns, total, batches };
}

const fixed = () =>
  reportOf(async function* () {
    yield rows.slice(0, 2);
    yield rows.slice(2);
  }, rows.length);

/** A synthetic report: `n` rows in batches of `size`, or endless; `probe` tells how far it read. */
function synthetic(n: number, size = 5_000) {
  const probe = { batches: 0, rows: 0, returned: false };
  const report = reportOf(async function* () {
    try {
      for (let start = 0; start < n; start += size) {
        const batch: Row[] = [];
        for (let i = start; i < Math.min(n, start + size); i++) {
          batch.push({
            name: `Cliente ${i}`,
            count: i % 17,
            value: (i % 100_000) / 100,
            day: '2026-03-01',
            at: new Date(Date.UTC(2026, 2, 1) + i * 1000).toISOString(),
            share: (i % 1000) / 1000,
            hours: (i % 500) / 10,
            active: i % 2 === 0,
          });
        }
        probe.batches++;
        probe.rows += batch.length;
        // A database round trip.
        await new Promise((resolve) => setImmediate(resolve));
        yield batch;
      }
    } finally {
      probe.returned = true;
    }
  }, n);
  return { report, probe };
}

let current: () => ReportExport<Row> = fixed;
const logs: { level: number; msg: string; fileName?: string }[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  app.get<{ Querystring: { format: ReportFormat } }>('/export', async (request, reply) =>
    sendReportExport(reply, request.query.format, current(), TZ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const get = (format: ReportFormat, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/export?format=${format}`, headers });

/** The body as the client reads it once it undoes the answer's Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('CSV export', () => {
  it('writes a BOM, `;`, CRLF, the headers and every kind of value as a Brazilian spreadsheet reads it', async () => {
    current = fixed;
    const res = await get('csv', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-compras-2026-11-27.csv"');
    expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFNome;Compras;Valor (R$);Data;')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Quoting as written: a `;` or a quote or a line break in the text is quoted, and only then.
    expect(text).toContain('\r\n"Casa; Bela ""Decor""";3;1.234,56;05/01/2026;14/01/2026 23:30;12,5%;12,3;Sim\r\n');
    expect(text).toContain("\r\n'+5511999990000;1000000;0,30;29/02/2024;29/02/2024 20:59;0,0%;1234,6;\r\n");
    expect(parseCsv(text.slice(1))).toEqual(expectedCsv);
  });

  it('is compressed on the way for a client that accepts it, and reads back the same', async () => {
    current = fixed;
    const plain = (await get('csv', { 'accept-encoding': 'identity' })).rawPayload;
    for (const encoding of ['gzip', 'br']) {
      const res = await get('csv', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe('5');
      expect(decoded(res).equals(plain)).toBe(true);
    }
  });

  it('writes only the header row for an export without rows', async () => {
    current = () => reportOf(async function* () {}, 0);
    const res = await get('csv', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe('0');
    expect(res.body).toBe(`\uFEFF${expectedCsv[0]!.join(';')}\r\n`);
  });
});

describe('XLSX export', () => {
  it('writes typed cells with pt-BR formats under a bold, frozen header row', async () => {
    current = fixed;
    // Asked for compression: the spreadsheet is a zip already and goes as it is.
    const res = await get('xlsx', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-compras-2026-11-27.xlsx"');
    expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Compras']);
    const sheet = workbook.getWorksheet('Compras')!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(expectedCsv[0]);
    for (let c = 1; c <= columns.length; c++) expect(header.getCell(c).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(5).width).toBe(17);

    const { Number: num, String: str, Date: date, Null: none } = ExcelJS.ValueType;
    const cells = (r: number) =>
      Array.from({ length: columns.length }, (_, i) => {
        const cell = sheet.getRow(r).getCell(i + 1);
        return { type: cell.type, value: cell.value, numFmt: cell.numFmt };
      });
    expect(cells(2)).toEqual([
      { type: str, value: 'Casa; Bela "Decor"', numFmt: undefined },
      { type: num, value: 3, numFmt: '0' },
      { type: num, value: 1234.56, numFmt: '#,##0.00' },
      { type: date, value: new Date(Date.UTC(2026, 0, 5)), numFmt: 'dd/mm/yyyy' },
      // The wall clock in São Paulo, as Excel's zone-less dates hold it.
      { type: date, value: new Date(Date.UTC(2026, 0, 14, 23, 30)), numFmt: 'dd/mm/yyyy hh:mm' },
      { type: num, value: 0.125, numFmt: '0.0%' },
      { type: num, value: 12.25, numFmt: '0.0' },
      { type: str, value: 'Sim', numFmt: undefined },
    ]);
    // Text that looks like a formula stays text, with the quote the CSV adds: editing the cell in a
    // spreadsheet would otherwise turn it into a live formula.
    expect(cells(3)[0]).toEqual({ type: str, value: '\'=HYPERLINK("http://x")', numFmt: undefined });
    expect(cells(5)[0]).toEqual({ type: str, value: "'+5511999990000", numFmt: undefined });
    expect(cells(3)[2]).toMatchObject({ type: num, value: -1234567.8 });
    expect(cells(3)[7]).toMatchObject({ type: str, value: 'Não' });
    expect(cells(4).map((c) => c.type)).toEqual([str, none, none, none, none, none, none, none]);
    // XML keeps a line break as LF (Excel's own line break in a cell).
    expect(cells(4)[0]!.value).toBe('Ação\nsegunda linha');
    // Money rounded to the cent; a number-looking text stays text.
    expect(cells(5)[2]!.value).toBe(0.3);
    expect(cells(5)[4]!.value).toEqual(new Date(Date.UTC(2024, 1, 29, 20, 59, 59)));
    expect(cells(6)[0]).toEqual({ type: str, value: '00123', numFmt: undefined });
    expect(cells(6)[4]!.value).toEqual(new Date(Date.UTC(2018, 11, 1, 10)));
  });

  it('never holds a formula, nor text a spreadsheet would take for one once the cell is edited', async () => {
    const hostile = ['=HYPERLINK("http://x","clique")', '+SUM(1;2)', '-2+3', '@SUM(A1)', '\t=1+1'];
    current = () =>
      reportOf(async function* () {
        yield hostile.map((name) => ({ ...empty, name, active: null }));
      }, hostile.length);
    const res = await get('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const names: unknown[] = [];
    sheet.eachRow((row, r) => {
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
      });
      if (r > 1) names.push(row.getCell(1).value);
    });
    expect(names).toHaveLength(hostile.length);
    for (const name of names) {
      expect(typeof name).toBe('string');
      expect(name as string).not.toMatch(/^[=+\-@\t\r]/);
    }
    // The CSV of the same rows says the same.
    const csv = parseCsv(
      decoded(await get('csv'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
    expect(csv.slice(1).map((line) => line[0])).toEqual(names);
  });

  it("keeps a sheet's name within Excel's rules", async () => {
    current = () => ({ ...fixed(), sheetName: 'Pontos/Loja: [novembro] de 2026 e mais' });
    const res = await get('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Pontos Loja   novembro  de 2026');
  });
});

/** A report whose first read fails (the query itself). */
const failingAtOnce = (error: Error) =>
  reportOf(
    () => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(error),
      }),
    }),
    10,
  );

describe('failures', () => {
  it('answers the JSON error envelope when the reading fails before the first byte', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      current = () => failingAtOnce(new Error('connection refused'));
      const res = await get(format);
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Erro interno do servidor',
      });

      current = () => failingAtOnce(new AppError('BAD_REQUEST', 'Período grande demais'));
      const bad = await get(format);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Período grande demais');
    }
  });

  it('cuts the download short and logs when the reading fails half-way', async () => {
    for (const [format, encoding] of [
      ['csv', 'identity'],
      ['csv', 'gzip'],
      ['xlsx', 'identity'],
    ] as const) {
      logs.length = 0;
      current = () =>
        reportOf(async function* () {
          yield rows;
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('connection lost');
        }, 1000);
      const res = await fetch(`${base}/export?format=${format}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`.${format}`);
      await expect(res.arrayBuffer()).rejects.toThrow();
      await until(() => logs.some((l) => l.msg === 'report export failed while streaming'));
      const log = logs.find((l) => l.msg === 'report export failed while streaming')!;
      expect(log.level).toBe(50);
      expect(log.fileName).toBe('relatorio-compras-2026-11-27');
    }
  });
});

/** Waits for `condition`, up to `ms`. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('streaming', () => {
  for (const [format, encoding] of [
    ['csv', 'identity'],
    ['csv', 'br'],
    ['xlsx', 'identity'],
  ] as const) {
    it(`${format} (${encoding}): a client that stops reading stops the reading; one that goes away ends it`, async () => {
      const { report, probe } = synthetic(Number.POSITIVE_INFINITY, 2_000);
      current = () => report;
      const abort = new AbortController();
      const res = await fetch(`${base}/export?format=${format}`, {
        headers: { 'accept-encoding': encoding },
        signal: abort.signal,
      });
      try {
        const reader = res.body!.getReader();
        expect((await reader.read()).done).toBe(false);
        // The client reads nothing more: once the socket's and the streams' buffers are full, the
        // batches stop being read (an endless report would otherwise be read without end).
        let stalledAt = -1;
        for (let i = 0; i < 50 && probe.batches !== stalledAt; i++) {
          stalledAt = probe.batches;
          await sleep(300);
        }
        expect(probe.batches).toBe(stalledAt);
        // What fills the socket's and the streams' buffers: a few MB on the wire, which brotli makes
        // out of far more rows (the synthetic rows compress ~20 times).
        expect(stalledAt).toBeLessThan(encoding === 'br' ? 1_000 : 200);
        expect(probe.returned).toBe(false);
      } finally {
        abort.abort();
      }
      await until(() => probe.returned);
      const after = probe.batches;
      await sleep(100);
      expect(probe.batches).toBe(after);
    });
  }

  it('streams a 1,000,000-row CSV chunk by chunk without holding it', async () => {
    const n = 1_000_000;
    const { report, probe } = synthetic(n);
    current = () => report;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = Date.now();
    const res = await fetch(`${base}/export?format=csv`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get(REPORT_TOTAL_HEADER)).toBe(String(n));
    let lines = 0;
    let bytes = 0;
    // Rows read from the "database" and not yet at the client: what the server side holds, in
    // its streams and the socket, at most.
    let ahead = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      ahead = Math.max(ahead, probe.rows - lines);
    }
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    // The header and one line per row.
    expect(lines).toBe(n + 1);
    expect(probe.rows).toBe(n);
    expect(probe.returned).toBe(true);
    // The file is ~68 MB: never more than a few MB of it (one batch and the buffers) was ahead of
    // the client, and the process (server and client together) grew by far less than the file.
    expect(bytes).toBeGreaterThan(60_000_000);
    expect(ahead).toBeLessThan(50_000);
    expect(peak - before).toBeLessThan(250 * 1024 * 1024);
    console.info(
      `1M-row CSV: ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s, RSS +${((peak - before) / 2 ** 20).toFixed(0)} MB, at most ${ahead} rows ahead of the client`,
    );
  }, 120_000);
});
