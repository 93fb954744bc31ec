/**
 * An instant's wall clock in the mall's time zone, for exports of a million rows: Intl is slow
 * per call, so the zone's offset is remembered per UTC day (read at both ends of the day: when they
 * agree the offset holds all day, since no zone changes its offset twice within a day), or per
 * quarter hour on a day it changes (no zone changes it in between), and the texts of days and
 * minutes are built once. A million purchases over 16 years register in about 600,000 distinct
 * quarter hours but 6,000 days.
 */

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "00:00" to "23:59", by minute of the day. */
const MINUTE_TEXTS = Array.from({ length: 1440 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);

/** dd/mm/aaaa of a wall-clock date held as UTC. */
export const brDate = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** A `YYYY-MM-DD` value as midnight UTC (how Excel's dates, which have no zone, are written). */
export function dateValue(value: string | number): Date | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** Instants as ISO text or milliseconds since the epoch. */
const msOf = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value));

export class WallClock {
  private readonly parts: Intl.DateTimeFormat;
  /** By UTC day number: the day's offset, or null when it changes that day (then per quarter hour). */
  private readonly dayOffsets = new Map<number, number | null>();
  private readonly offsets = new Map<number, number>();
  /** dd/mm/aaaa by day number (days since the epoch, wall clock). */
  private readonly dayTexts = new Map<number, string>();
  /** dd/mm/aaaa by `YYYY-MM-DD` (an export spans a few hundred days). */
  private readonly dateTexts = new Map<string, string>();

  constructor(timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The zone's offset (wall clock less UTC, in milliseconds) at `ms`, read through Intl. */
  private offsetAt(ms: number): number {
    const p: Record<string, number> = {};
    for (const { type, value } of this.parts.formatToParts(ms)) p[type] = Number(value);
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - ms;
  }

  /** The wall clock's reading at `ms`, as milliseconds of a UTC clock showing it. */
  private wallMs(ms: number): number {
    const day = Math.floor(ms / DAY_MS);
    let offset = this.dayOffsets.get(day);
    if (offset === undefined) {
      const start = this.offsetAt(day * DAY_MS);
      offset = start === this.offsetAt((day + 1) * DAY_MS - QUARTER_MS) ? start : null;
      if (this.dayOffsets.size > 100_000) this.dayOffsets.clear();
      this.dayOffsets.set(day, offset);
    }
    if (offset !== null) return ms + offset;
    // A day the offset changes (daylight saving time starting or ending).
    const quarter = Math.floor(ms / QUARTER_MS);
    let inQuarter = this.offsets.get(quarter);
    if (inQuarter === undefined) {
      inQuarter = this.offsetAt(quarter * QUARTER_MS);
      if (this.offsets.size > 10_000) this.offsets.clear();
      this.offsets.set(quarter, inQuarter);
    }
    return ms + inQuarter;
  }

  /** The wall clock as the UTC fields of a Date (an XLSX cell's date and time). */
  wall(value: string | number): Date | null {
    const ms = msOf(value);
    return Number.isFinite(ms) ? new Date(this.wallMs(ms)) : null;
  }

  /** "dd/mm/aaaa hh:mm" in the mall's time zone; '' for what is no instant. */
  dateTimeText(value: string | number): string {
    const ms = msOf(value);
    if (!Number.isFinite(ms)) return '';
    const wall = this.wallMs(ms);
    const day = Math.floor(wall / DAY_MS);
    let text = this.dayTexts.get(day);
    if (text === undefined) {
      text = brDate(new Date(day * DAY_MS));
      if (this.dayTexts.size > 10_000) this.dayTexts.clear();
      this.dayTexts.set(day, text);
    }
    return `${text} ${MINUTE_TEXTS[Math.floor((wall - day * DAY_MS) / 60_000)]}`;
  }

  /** "dd/mm/aaaa" of a `YYYY-MM-DD` value; '' for what is no date. */
  dateText(value: string | number): string {
    if (typeof value !== 'string') return '';
    let text = this.dateTexts.get(value);
    if (text === undefined) {
      const date = dateValue(value);
      text = date ? brDate(date) : '';
      if (this.dateTexts.size > 10_000) this.dateTexts.clear();
      this.dateTexts.set(value, text);
    }
    return text;
  }
}
