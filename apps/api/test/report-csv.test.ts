import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvField, formatCentsBR, formatMoneyBR } from '../src/lib/report-csv';
import type { ExportSource, ReportColumn } from '../src/lib/report-source';
import { WallClock } from '../src/lib/wall-clock';

const TZ = 'America/Sao_Paulo';

/** What Intl writes for an instant in a zone ("dd/mm/aaaa hh:mm"): the reference the fast path must agree with. */
function referenceIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (ms: number) => format.format(ms).replace(',', '');
}
const reference = referenceIn(TZ);

const brl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("an export's dates and money", () => {
  it('writes any instant as Intl does in São Paulo, across the years with and without summer time', () => {
    const clock = new WallClock(TZ);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        expect(clock.dateTimeText(ms)).toBe(reference(ms));
        expect(clock.dateTimeText(new Date(ms).toISOString())).toBe(reference(ms));
      }),
      { numRuns: 3000 },
    );
    // 2018-11-04 00:00 in São Paulo did not happen: the clocks went from 23:59 to 01:00.
    expect(clock.dateTimeText('2018-11-04T02:59:00Z')).toBe('03/11/2018 23:59');
    expect(clock.dateTimeText('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00');
    expect(clock.dateTimeText('not an instant')).toBe('');
  });

  it('writes every minute of the days a zone changes its offset as Intl does, whichever the zone', () => {
    // São Paulo's summer time (until 2019), and zones whose changes fall on half and quarter hours.
    const zones = [TZ, 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Europe/London'];
    const DAY = 86_400_000;
    for (const zone of zones) {
      const text = referenceIn(zone);
      // The zone's offset at an instant: its wall clock read back as UTC, less the instant.
      const offset = (ms: number) => {
        const [d, m, y, hh, mm] = text(ms).split(/[/ :]/).map(Number);
        return Date.UTC(y!, m! - 1, d, hh, mm) - Math.floor(ms / 60_000) * 60_000;
      };
      const clock = new WallClock(zone);
      let changes = 0;
      for (let day = Date.UTC(2012, 0, 1); day < Date.UTC(2020, 0, 1); day += DAY) {
        if (offset(day) === offset(day + DAY - 60_000)) continue;
        changes++;
        for (let ms = day - DAY; ms < day + 2 * DAY; ms += 5 * 60_000) {
          expect(clock.dateTimeText(ms), `${zone} ${new Date(ms).toISOString()}`).toBe(text(ms));
        }
      }
      // Each of these zones changed its offset at least once a year in 2012-2019.
      expect(changes, zone).toBeGreaterThanOrEqual(8);
    }
  });

  it('writes dates as dd/mm/aaaa and nothing for what is no date', () => {
    const clock = new WallClock(TZ);
    expect(clock.dateText('2024-02-29')).toBe('29/02/2024');
    expect(clock.dateText('2024-02-29')).toBe('29/02/2024');
    expect(clock.dateText('29/02/2024')).toBe('');
    expect(clock.dateText(20240229)).toBe('');
  });

  it('writes cents as reais with a dot every three digits, as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatCentsBR(cents)).toBe(brl.format(cents / 100).replace('-0,00', '0,00'));
      }),
      { numRuns: 3000 },
    );
    expect(formatCentsBR(5)).toBe('0,05');
    expect(formatCentsBR(-123_456_789)).toBe('-1.234.567,89');
    expect(formatMoneyBR(0.1 + 0.2)).toBe('0,30');
  });

  it('quotes a field only when it must, and never lets it be read as a formula', () => {
    expect(csvField('Casa Bela')).toBe('Casa Bela');
    expect(csvField('Casa; Bela')).toBe('"Casa; Bela"');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
  });
});

describe('the CSV writer', () => {
  interface Row {
    cents: number | null;
    at: number | null;
    code: number | string;
  }
  const columns: ReportColumn<Row>[] = [
    { header: 'Valor (R$)', kind: 'cents', value: (r) => r.cents },
    { header: 'Registrada em', kind: 'datetime', value: (r) => r.at },
    { header: 'Código', kind: 'text', value: (r) => r.code },
  ];

  async function csv(rows: Row[]): Promise<string> {
    const batches = async function* () {
      yield rows;
    };
    const iterator = batches()[Symbol.asyncIterator]();
    const source: ExportSource<Row> = {
      report: { fileName: 'x', sheetName: 'x', columns, total: rows.length, batches },
      first: await iterator.next(),
      iterator,
      timeZone: TZ,
      failed: () => undefined,
    };
    const parts: Buffer[] = [];
    for await (const part of csvChunks(source)) parts.push(part);
    return Buffer.concat(parts).toString('utf8');
  }

  it('writes integer cents as reais, instants given as milliseconds, and numbers in a text column as they are', async () => {
    const text = await csv([
      { cents: 123_456, at: Date.UTC(2026, 0, 15, 2, 30), code: -12 },
      { cents: null, at: null, code: '+55' },
    ]);
    expect(text).toBe("\uFEFFValor (R$);Registrada em;Código\r\n1.234,56;14/01/2026 23:30;-12\r\n;;'+55\r\n");
  });
});
