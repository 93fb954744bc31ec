import type { Gender } from '@mall/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, clients } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { activeCampaign } from '../campaigns/campaigns.queries';
import {
  clientCampaignActive,
  clientCampaignSales,
  clientReportBirths,
  clientReportCampaignSlots,
  clientReportFacts,
  clientReportRollup,
} from './clients-report.tables';
import type { DayRange, RollupRanges } from './clients-report-periods';

/** What a customer search asks: a CPF prefix (digits) or part of the name. */
export type ClientSearch = { kind: 'cpf'; digits: string } | { kind: 'name'; text: string };

/**
 * The facts rows a search finds: the CPF's first digits, or the name's part folded by the database
 * (lower case, no accents) on both sides, through the facts' trigram index. `generic`: for a
 * statement planned once for any text, the typed text is folded once (an InitPlan) rather than
 * for every row the index proposes.
 */
export function searchWhere(search: ClientSearch, generic = false): SQL {
  if (search.kind === 'cpf') return sql`${clientReportFacts.cpf} like ${`${search.digits}%`}`;
  const folded = generic
    ? sql`(select client_report_fold(${likePattern(search.text)}))`
    : sql`client_report_fold(${likePattern(search.text)})`;
  return sql`${clientReportFacts.nameKey} like ${folded}`;
}

/**
 * Opens a statement PostgreSQL must plan for each call's own values: the pool names (prepares)
 * only statements that start with a data keyword (`db/client.ts`), and an unnamed statement gets
 * a plan for its parameters. A search's best plan depends on how common its text is: a generic
 * plan, made once for any text, walked the whole newest-first index for a rare name or a CPF
 * (17 ms, and 200 ms for the page of a common one) where the text's own plan takes a fraction of
 * a millisecond.
 */
export const plannedPerCall = sql`/* planned per call */ `;

/** The campaign of that id, or the running one when no id is given; undefined when there is none. */
export async function reportCampaign(db: DbOrTx, id: string | undefined) {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(id ? eq(campaigns.id, id) : activeCampaign)
    .limit(1);
  return row;
}

type Num = string | number | null;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const between = (column: unknown, range: DayRange) => sql`${column} between ${range.from} and ${range.to}`;

/**
 * The rollup rows of a period: whole months from the month rows, the other days from the day rows
 * (a part the period does not have is left out, so no index range is read for it).
 */
function inRanges(table: typeof clientReportRollup | typeof clientReportBirths, r: RollupRanges): SQL {
  const parts: SQL[] = [];
  if (r.months.from <= r.months.to) parts.push(sql`(${table.grain} = 'month' and ${between(table.period, r.months)})`);
  const days = [r.head, r.tail].filter((d) => d.from <= d.to);
  if (days.length > 0) {
    const ranges = sql.join(
      days.map((d) => between(table.period, d)),
      sql` or `,
    );
    parts.push(sql`(${table.grain} = 'day' and (${ranges}))`);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export interface RollupAnswer {
  /** The first registration date in the period, null with none. */
  firstDay: string | null;
  /** Customers per dimension value over the whole period. */
  cells: { dim: string; value: string; n: number }[];
  /** Registrations per month (YYYY-MM) and per day of `days`. */
  months: { period: string; n: number }[];
  days: { period: string; n: number }[];
  /**
   * Per cut of `cuts`: the customers born from the first day of the cut's year up to the cut (the
   * birth years before it come from `cells`).
   */
  bornInCutYear: number[];
  /** Customers of the period with a purchase in the campaign. */
  active: number;
}

/**
 * The Clientes figures of a period without a search, from the rollups, in one statement: each
 * part reads a few rows per month or day of the period, whatever the number of customers.
 */
export async function rollupFigures(
  db: DbOrTx,
  q: { ranges: RollupRanges; days: DayRange; cuts: string[]; campaignId: string | null },
): Promise<RollupAnswer> {
  const { ranges, days, cuts, campaignId } = q;
  const dates = (list: string[]) => `{${list.join(',')}}`;
  const r = clientReportRollup;
  const b = clientReportBirths;
  const f = clientReportFacts;
  const a = clientCampaignActive;
  const [row] = await rows<{
    first_day: string | null;
    cells: { dim: string; value: string; n: Num }[];
    months: { period: string; n: Num }[];
    days: { period: string; n: Num }[];
    born: Num[][];
    active: Num;
  }>(
    db,
    sql`
    select
      (select min(${r.period})::text from ${r}
        where ${r.grain} = 'day' and ${r.dim} = 'total' and ${r.n} > 0 and ${between(r.period, ranges.all)}) as first_day,
      (select coalesce(json_agg(c), '[]') from (
        select ${r.dim} as dim, ${r.value} as value, sum(${r.n}) as n from ${r} where ${inRanges(r, ranges)}
        group by 1, 2) as c) as cells,
      (select coalesce(json_agg(m), '[]') from (
        select to_char(${r.period}, 'YYYY-MM') as period, sum(${r.n}) as n from ${r}
        where ${r.dim} = 'total' and ${inRanges(r, ranges)} group by 1) as m) as months,
      (select coalesce(json_agg(d), '[]') from (
        select ${r.period}::text as period, ${r.n} as n from ${r}
        where ${r.grain} = 'day' and ${r.dim} = 'total' and ${between(r.period, days)} and ${between(r.period, ranges.all)}) as d) as days,
      (select coalesce(json_agg(json_build_array(
          (select coalesce(sum(${b.n}), 0) from ${b}
            where ${b.birthMonth} >= u.year_start and ${b.birthMonth} < u.month_start and ${inRanges(b, ranges)}),
          (select count(*) from ${f}
            where ${f.birthdate} between u.month_start and u.cut and ${between(f.registeredOn, ranges.all)}))
          order by u.i), '[]')
        from unnest(${dates(cuts.map((c) => `${c.slice(0, 4)}-01-01`))}::date[], ${dates(cuts.map((c) => `${c.slice(0, 7)}-01`))}::date[],
          ${dates(cuts)}::date[]) with ordinality as u(year_start, month_start, cut, i)) as born,
      (select coalesce(sum(${a.n}), 0) from ${a}
        where ${a.campaignId} = ${campaignId}::uuid and ${between(a.registeredOn, ranges.all)}) as active`,
  );
  const num = (n: Num) => Number(n ?? 0);
  return {
    firstDay: row?.first_day ?? null,
    cells: (row?.cells ?? []).map((c) => ({ dim: c.dim, value: c.value, n: num(c.n) })),
    months: (row?.months ?? []).map((m) => ({ period: m.period, n: num(m.n) })),
    days: (row?.days ?? []).map((d) => ({ period: d.period, n: num(d.n) })),
    bornInCutYear: (row?.born ?? []).map(([months, days]) => num(months ?? 0) + num(days ?? 0)),
    active: num(row?.active ?? 0),
  };
}

/** One registration date's matches and how many of them hold each figure's trait. */
export interface MatchDay {
  /** The registration date (YYYY-MM-DD) in the report's time zone. */
  day: string;
  total: number;
  anonymized: number;
  terms: number;
  privacy: number;
  sms: number;
  active: number;
  /** FEMININO, MASCULINO, OUTROS (the rest did not say). */
  genders: number[];
  /** Born on or before each cut of `cuts`. */
  bornBy: number[];
  /** Per CEP_REGIONS but the last (the rest are 'Outros estados'). */
  regions: number[];
}

/** The counts before the genders': all, anonymised, terms, privacy, SMS, active. */
const FIXED_COUNTS = 6;

/**
 * The Clientes figures of the customers a search finds (or of every customer, when the report's
 * time zone is not the rollups'), counted from their facts per registration date in one pass: a
 * name search reads only its matches' rows, which the rebuild wrote side by side (name order).
 */
export async function matchDays(
  db: DbOrTx,
  q: {
    search: ClientSearch | null;
    start: string;
    end: string;
    /** Null: the rollups' zone (the facts' own registration date). */
    timeZone: string | null;
    cuts: string[];
    genders: readonly string[];
    regions: readonly string[];
    campaignId: string | null;
  },
): Promise<MatchDay[]> {
  const f = clientReportFacts;
  const slots = clientReportCampaignSlots;
  const count = (condition: SQL) => sql`count(*) filter (where ${condition})`;
  const columns = sql.join(
    [
      count(sql`${f.anonymized}`),
      count(sql`${f.terms}`),
      count(sql`${f.privacy}`),
      count(sql`${f.sms}`),
      count(
        sql`(select ${slots.slot} from ${slots} where ${slots.campaignId} = ${q.campaignId}::uuid) = any(${f.campaigns})`,
      ),
      ...q.genders.map((g) => count(sql`${f.gender} = ${g}`)),
      ...q.cuts.map((cut) => count(sql`${f.birthdate} <= ${cut}::date`)),
      ...q.regions.map((r) => count(sql`${f.region} = ${r}`)),
    ],
    sql`, `,
  );
  const day = q.timeZone ? sql`(${f.createdAt} at time zone ${q.timeZone})::date` : sql`${f.registeredOn}`;
  // A name searched over the whole history has one plan whatever the name (the trigram index);
  // a CPF prefix (a range of the CPF index) and a period (which index, by how many) are planned
  // for their own values.
  const open = q.start === '-infinity' && q.end === 'infinity';
  const period = open
    ? sql``
    : sql`and ${f.createdAt} >= ${q.start}::timestamptz and ${f.createdAt} < ${q.end}::timestamptz`;
  const generic = open && q.search?.kind !== 'cpf';
  const [row] = await rows<{ days: [string, Num[]][] | null }>(
    db,
    sql`${generic ? sql`` : plannedPerCall}
    select json_agg(json_build_array(d.day::text, d.n)) as days from (
      select ${day} as day, array[count(*), ${columns}] as n
      from ${f}
      where ${q.search ? searchWhere(q.search, generic) : sql`true`} ${period}
      group by 1) as d`,
  );
  const g = q.genders.length;
  const c = q.cuts.length;
  return (row?.days ?? []).map(([period, raw]) => {
    const n = raw.map((x) => Number(x ?? 0));
    return {
      day: period,
      total: n[0] ?? 0,
      anonymized: n[1] ?? 0,
      terms: n[2] ?? 0,
      privacy: n[3] ?? 0,
      sms: n[4] ?? 0,
      active: n[5] ?? 0,
      genders: n.slice(FIXED_COUNTS, FIXED_COUNTS + g),
      bornBy: n.slice(FIXED_COUNTS + g, FIXED_COUNTS + g + c),
      regions: n.slice(FIXED_COUNTS + g + c),
    };
  });
}

/** A customer of the list with its purchases in the report's campaign. */
const rowColumns = {
  id: clients.id,
  name: clients.name,
  cpf: clients.cpf,
  email: clients.email,
  phone: clients.phone,
  gender: clients.gender,
  birthdate: clients.birthdate,
  zipCode: clients.zipCode,
  /** The SMS consent standing (what the consents' figure counts). */
  acceptsSms: sql<boolean>`coalesce(${clientReportFacts.sms}, false)`.mapWith(Boolean),
  createdAt: clients.createdAt,
  /** The registration instant as PostgreSQL wrote it (microseconds kept): the export's keyset. */
  createdKey: sql<string>`${clients.createdAt}::text`,
  purchases: sql<number>`coalesce(${clientCampaignSales.purchases}, 0)`.mapWith(Number),
  approvedCents: sql<number>`coalesce(${clientCampaignSales.approvedCents}, 0)`.mapWith(Number),
};
export interface ClientListRow {
  id: string;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  gender: Gender | null;
  birthdate: string;
  zipCode: string;
  acceptsSms: boolean;
  createdAt: string;
  createdKey: string;
  purchases: number;
  approvedCents: number;
}

function listed(db: DbOrTx, campaignId: string | null) {
  return db
    .select(rowColumns)
    .from(clients)
    .leftJoin(clientReportFacts, eq(clientReportFacts.clientId, clients.id))
    .leftJoin(
      clientCampaignSales,
      and(eq(clientCampaignSales.clientId, clients.id), eq(clientCampaignSales.campaignId, sql`${campaignId}::uuid`)),
    );
}

const registeredIn = (start: string, end: string) =>
  sql`${clients.createdAt} >= ${start}::timestamptz and ${clients.createdAt} < ${end}::timestamptz`;

/** A page of the customers registered from `start` to before `end`, newest first (no search). */
export function clientPage(
  db: DbOrTx,
  q: { start: string; end: string; campaignId: string | null; limit: number; offset: number },
): Promise<ClientListRow[]> {
  return listed(db, q.campaignId)
    .where(registeredIn(q.start, q.end))
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(q.limit)
    .offset(q.offset);
}

type Keyset = { createdKey: string; id: string } | null;

/**
 * The ids of the customers a search finds in the period, newest first from `after`, from the
 * facts alone: a common name fills the page from the first entries of the facts' newest-first
 * index (which holds the searched columns), a rare text goes through the trigram or CPF index.
 */
async function searchIds(
  db: DbOrTx,
  q: { search: ClientSearch; start: string; end: string; after: Keyset },
  limit: number,
  offset: number,
): Promise<string[]> {
  const f = clientReportFacts;
  const after = q.after
    ? sql`and (${f.createdAt}, ${f.clientId}) < (${q.after.createdKey}::timestamptz, ${q.after.id}::uuid)`
    : sql``;
  const found = await rows<{ id: string }>(
    db,
    sql`${plannedPerCall}
    select ${f.clientId} as id from ${f}
    where ${searchWhere(q.search)}
      and ${f.createdAt} >= ${q.start}::timestamptz and ${f.createdAt} < ${q.end}::timestamptz ${after}
    order by ${f.createdAt} desc, ${f.clientId} desc
    limit ${limit} offset ${offset}`,
  );
  return found.map((r) => r.id);
}

/** These customers' rows, in the order of `ids`. */
async function rowsOf(db: DbOrTx, ids: string[], campaignId: string | null): Promise<ClientListRow[]> {
  if (ids.length === 0) return [];
  const loaded: ClientListRow[] = await listed(db, campaignId).where(inArray(clients.id, ids));
  const byId = new Map(loaded.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of the customers a search finds in the period, newest first. */
export async function clientSearchPage(
  db: DbOrTx,
  q: { search: ClientSearch; start: string; end: string; campaignId: string | null; limit: number; offset: number },
): Promise<ClientListRow[]> {
  return rowsOf(db, await searchIds(db, { ...q, after: null }, q.limit, q.offset), q.campaignId);
}

/**
 * The export's next rows after `after` (the previous batch's last row; null first), newest first:
 * a keyset page of the registration index, so each batch costs the same however deep it is.
 */
export async function clientBatch(
  db: DbOrTx,
  q: {
    search: ClientSearch | null;
    start: string;
    end: string;
    campaignId: string | null;
    after: Keyset;
    size: number;
  },
): Promise<ClientListRow[]> {
  if (q.search) return rowsOf(db, await searchIds(db, { ...q, search: q.search }, q.size, 0), q.campaignId);
  const after = q.after
    ? sql`(${clients.createdAt}, ${clients.id}) < (${q.after.createdKey}::timestamptz, ${q.after.id}::uuid)`
    : undefined;
  return listed(db, q.campaignId)
    .where(and(registeredIn(q.start, q.end), after))
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(q.size);
}
