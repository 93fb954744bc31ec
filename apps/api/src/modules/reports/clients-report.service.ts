import {
  AGE_BAND_STARTS,
  AGE_BANDS,
  type AgeBand,
  addDays,
  birthdateCut,
  CEP_REGIONS,
  type ClientsReport,
  type ClientsReportRow,
  CONSENT_KINDS,
  type clientsReportQuerySchema,
  GENDERS,
  type Gender,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ReportExport } from '../../lib/report-source';
import { clientPage, clientSearchPage, type MatchDay, matchDays, rollupFigures } from './clients-report.queries';
import { clientsExportOf } from './clients-report-export';
import { granularityOf, MAX_DAILY_PERIODS, periodKeys, rollupRanges } from './clients-report-periods';
import { CLIENT_REPORT_TIME_ZONE, type ClientFilters, clientFilters, toClientsRow } from './clients-report-rows';

type Query = z.output<typeof clientsReportQuerySchema>;

type Figures = Omit<ClientsReport, 'campaign' | 'table'>;

/** Band counts from how many customers were born on or before each band's cut (AGE_BAND_STARTS). */
function bands(total: number, bornBy: readonly number[]): ClientsReport['byAgeBand'] {
  const adults = bornBy[0] ?? 0;
  const counts = new Map<AgeBand, number>([['menor de 18', total - adults]]);
  AGE_BAND_STARTS.forEach((_, i) => {
    counts.set(AGE_BANDS[i]!, (bornBy[i] ?? 0) - (bornBy[i + 1] ?? 0));
  });
  return AGE_BANDS.map((band) => ({ band, count: counts.get(band) ?? 0 }));
}

function figuresOf(
  f: ClientFilters,
  c: {
    total: number;
    active: number;
    anonymized: number;
    gender: (g: Gender | null) => number;
    region: (r: string) => number;
    consent: (k: string) => number;
    bornBy: number[];
    firstDay: string | null;
    perPeriod: (granularity: 'day' | 'month') => Map<string, number>;
  },
): Figures {
  const end = f.to ?? (f.from && f.from > f.today ? f.from : f.today);
  const start = f.from ?? (c.firstDay && c.firstDay < end ? c.firstDay : end);
  const granularity = granularityOf(start, end);
  const counts = c.perPeriod(granularity);
  return {
    granularity,
    summary: { total: c.total, active: c.active, anonymized: c.anonymized },
    registrations: periodKeys(start, end, granularity).map((period) => ({ period, count: counts.get(period) ?? 0 })),
    byGender: [...GENDERS, null].map((gender) => ({ gender, count: c.gender(gender) })),
    byAgeBand: bands(c.total, c.bornBy),
    byRegion: CEP_REGIONS.map((region) => ({ region, count: c.region(region) })),
    consents: CONSENT_KINDS.map((kind) => {
      const count = c.consent(kind);
      return { kind, count, rate: c.total > 0 ? count / c.total : 0 };
    }),
  };
}

/** The figures from the rollups (no search, the rollups' time zone). */
async function rollupReport(db: Db, f: ClientFilters, cuts: string[]): Promise<Figures> {
  // Nobody registers after today: a period ending today or later is open.
  const ranges = rollupRanges(f.from, f.to && f.to < f.today ? f.to : null);
  const end = f.to ?? f.today;
  const answer = await rollupFigures(db, {
    ranges,
    days: { from: addDays(end, -(MAX_DAILY_PERIODS - 1)), to: end },
    cuts,
    campaignId: f.campaign?.id ?? null,
  });
  const cells = new Map(answer.cells.map((c) => [`${c.dim}:${c.value}`, c.n]));
  const cell = (dim: string, value: string) => cells.get(`${dim}:${value}`) ?? 0;
  const bornBy = cuts.map((cut, i) => {
    const year = Number(cut.slice(0, 4));
    const before = answer.cells
      .filter((c) => c.dim === 'birth_year' && Number(c.value) < year)
      .reduce((n, c) => n + c.n, 0);
    return before + (answer.bornInCutYear[i] ?? 0);
  });
  return figuresOf(f, {
    total: cell('total', ''),
    active: answer.active,
    anonymized: cell('anonymized', ''),
    gender: (g) => cell('gender', g ?? ''),
    region: (r) => cell('region', r),
    consent: (k) => cell('consent', k),
    bornBy,
    firstDay: answer.firstDay,
    perPeriod: (granularity) =>
      new Map((granularity === 'day' ? answer.days : answer.months).map((p) => [p.period, p.n])),
  });
}

/** The figures counted from the facts of the customers the filters show (a search, another zone). */
async function matchReport(db: Db, f: ClientFilters, cuts: string[]): Promise<Figures> {
  const regions = CEP_REGIONS.slice(0, -1);
  const days = await matchDays(db, {
    search: f.search,
    start: f.start,
    end: f.end,
    timeZone: f.timeZone === CLIENT_REPORT_TIME_ZONE ? null : f.timeZone,
    cuts,
    genders: GENDERS,
    regions,
    campaignId: f.campaign?.id ?? null,
  });
  const sum = (pick: (d: MatchDay) => number) => days.reduce((n, d) => n + pick(d), 0);
  const total = sum((d) => d.total);
  const genders = GENDERS.map((_, i) => sum((d) => d.genders[i] ?? 0));
  const inRegions = regions.map((_, i) => sum((d) => d.regions[i] ?? 0));
  const byRegion = new Map<string, number>(regions.map((r, i) => [r, inRegions[i] ?? 0]));
  byRegion.set('Outros estados', total - inRegions.reduce((n, x) => n + x, 0));
  const consents = { terms: sum((d) => d.terms), privacy: sum((d) => d.privacy), sms: sum((d) => d.sms) };
  const firstDay = days.reduce<string | null>((min, d) => (min === null || d.day < min ? d.day : min), null);
  return figuresOf(f, {
    total,
    active: sum((d) => d.active),
    anonymized: sum((d) => d.anonymized),
    gender: (g) => (g === null ? total - genders.reduce((n, x) => n + x, 0) : (genders[GENDERS.indexOf(g)] ?? 0)),
    region: (r) => byRegion.get(r) ?? 0,
    consent: (k) => consents[k as keyof typeof consents] ?? 0,
    bornBy: cuts.map((_, i) => sum((d) => d.bornBy[i] ?? 0)),
    firstDay,
    perPeriod: (granularity) => {
      const counts = new Map<string, number>();
      for (const d of days) {
        const key = granularity === 'day' ? d.day : d.day.slice(0, 7);
        counts.set(key, (counts.get(key) ?? 0) + d.total);
      }
      return counts;
    },
  });
}

/** Whether the rollups answer these filters (no search, the rollups' time zone). */
const fromRollups = (f: ClientFilters) => f.search === null && f.timeZone === CLIENT_REPORT_TIME_ZONE;

/**
 * GET /reports/clientes (reports.schemas.ts says what each part is). Without a search the
 * figures come from the rollups and the page from the registration index; a search counts its
 * matches' facts and pages them from the facts' newest-first index. Figures and page side by side.
 */
export async function clientsReport(db: Db, q: Query, timeZone: string, now = new Date()): Promise<ClientsReport> {
  const f = await clientFilters(db, q, timeZone, now);
  const cuts = AGE_BAND_STARTS.map((age) => birthdateCut(f.today, age));
  const paging = { limit: q.limit, offset: (q.page - 1) * q.limit };
  const campaignId = f.campaign?.id ?? null;
  const page = { start: f.start, end: f.end, campaignId, ...paging };
  const [figures, rows] = await Promise.all([
    fromRollups(f) ? rollupReport(db, f, cuts) : matchReport(db, f, cuts),
    f.search ? clientSearchPage(db, { ...page, search: f.search }) : clientPage(db, page),
  ]);
  return {
    campaign: f.campaign,
    ...figures,
    table: {
      rows: rows.map((r) => toClientsRow(r, f.today)),
      total: figures.summary.total,
      page: q.page,
      limit: q.limit,
    },
  };
}

/** Every customer of the list for these filters, as the file export streams them. */
export async function clientsExport(
  db: Db,
  q: Query,
  timeZone: string,
  opts: { now?: Date; batchSize?: number } = {},
): Promise<ReportExport<ClientsReportRow>> {
  const f = await clientFilters(db, q, timeZone, opts.now);
  const cuts = AGE_BAND_STARTS.map((age) => birthdateCut(f.today, age));
  const figures = fromRollups(f) ? await rollupReport(db, f, cuts) : await matchReport(db, f, cuts);
  return clientsExportOf(db, f, figures.summary.total, opts.batchSize);
}
