import { centsToReais, type PurchaseTotals, type SaleStatus, type SaleType } from '@mall/shared';

/**
 * A group of purchases as the rollups keep it (migration 0024_sales_reports): per type (photo,
 * invoice number), how many of each status, and the approved ones' cents and points. The
 * report's status and type filters pick from these.
 */
export const FIGURE_COLUMNS = [
  'pending_photo',
  'approved_photo',
  'rejected_photo',
  'canceled_photo',
  'cents_photo',
  'points_photo',
  'pending_invoice',
  'approved_invoice',
  'rejected_invoice',
  'canceled_invoice',
  'cents_invoice',
  'points_invoice',
] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];
export type Figures = Record<FigureColumn, number>;

/** The report's status and type filters. */
export interface Pick {
  status?: SaleStatus;
  type?: SaleType;
}

type Status = 'pending' | 'approved' | 'rejected' | 'canceled';
const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected', 'canceled'];
const TYPES = { photo: ['photo'], invoice_number: ['invoice'] } as const;
const BOTH = ['photo', 'invoice'] as const;
const typesOf = (pick: Pick): readonly ('photo' | 'invoice')[] => (pick.type ? TYPES[pick.type] : BOTH);

/** The column of each status (and cents, points) per type, named once. */
const COLUMN = {
  photo: {
    pending: 'pending_photo',
    approved: 'approved_photo',
    rejected: 'rejected_photo',
    canceled: 'canceled_photo',
    cents: 'cents_photo',
    points: 'points_photo',
  },
  invoice: {
    pending: 'pending_invoice',
    approved: 'approved_invoice',
    rejected: 'rejected_invoice',
    canceled: 'canceled_invoice',
    cents: 'cents_invoice',
    points: 'points_invoice',
  },
} as const satisfies Record<'photo' | 'invoice', Record<Status | 'cents' | 'points', FigureColumn>>;

function sumOf(f: Figures, pick: Pick, what: Status | 'cents' | 'points'): number {
  let n = 0;
  for (const t of typesOf(pick)) n += f[COLUMN[t][what]];
  return n;
}

export function noFigures(): Figures {
  const f = {} as Figures;
  for (const c of FIGURE_COLUMNS) f[c] = 0;
  return f;
}

/** Figures from the twelve values in column order (from `at` on). */
export function figuresAt(values: readonly (string | number)[], at: number): Figures {
  const f = {} as Figures;
  for (let i = 0; i < FIGURE_COLUMNS.length; i++) f[FIGURE_COLUMNS[i]!] = Number(values[at + i]);
  return f;
}

export function addFigures(into: Figures, more: Figures): Figures {
  for (const c of FIGURE_COLUMNS) into[c] += more[c];
  return into;
}

/** How many purchases of a status (the status filter's, when it names another one: none). */
export function countOf(f: Figures, status: SaleStatus, pick: Pick): number {
  return pick.status && pick.status !== status ? 0 : sumOf(f, pick, status);
}

export function approvedCents(f: Figures, pick: Pick): number {
  return pick.status && pick.status !== 'approved' ? 0 : sumOf(f, pick, 'cents');
}

export function approvedPoints(f: Figures, pick: Pick): number {
  return pick.status && pick.status !== 'approved' ? 0 : sumOf(f, pick, 'points');
}

export function countAll(f: Figures, pick: Pick): number {
  let n = 0;
  for (const s of STATUSES) n += countOf(f, s, pick);
  return n;
}

export function totalsOf(f: Figures, pick: Pick): PurchaseTotals {
  return {
    count: countAll(f, pick),
    approvedCount: countOf(f, 'approved', pick),
    approvedValue: centsToReais(approvedCents(f, pick)),
    points: approvedPoints(f, pick),
  };
}

/** Cents over a count, rounded half up to the cent. */
export function averageCents(cents: number, count: number): number {
  return Math.floor((2 * cents + count) / (2 * count));
}
