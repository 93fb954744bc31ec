import {
  addDays,
  ageBand,
  type ClientsReportRow,
  centsToReais,
  cepRegion,
  type clientsReportQuerySchema,
  DEFAULT_TIMEZONE,
  formatCpf,
  formatPhoneMask,
  onlyDigits,
  startOfDayIn,
  todayIn,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { iso } from '../../lib/serialize';
import { type ClientListRow, type ClientSearch, reportCampaign } from './clients-report.queries';

type Query = z.output<typeof clientsReportQuerySchema>;

/**
 * The zone of the rollups' registration dates (migration 0023's `client_report_time_zone()`): the
 * report reads them when the mall's APP_TIMEZONE is this one, and counts the customers' facts
 * otherwise (exact either way, the second slower).
 */
export const CLIENT_REPORT_TIME_ZONE = DEFAULT_TIMEZONE;

export const CLIENTS_REPORT_MESSAGES = {
  campaignNotFound: 'Campanha não encontrada',
} as const;

/**
 * A search of digits (with or without the CPF's mask) is a CPF's first digits; any other text is
 * part of a name, matched without regard to case or accents.
 */
export function parseClientSearch(search: string | undefined): ClientSearch | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  if (/^[\d.\-\s]+$/.test(text) && /\d/.test(text)) return { kind: 'cpf', digits: onlyDigits(text) };
  return { kind: 'name', text };
}

/** What the filters mean once resolved: instants of the period, today, the campaign. */
export interface ClientFilters {
  search: ClientSearch | null;
  from: string | null;
  to: string | null;
  /** The period as instants: from the start of `from` to before the start of the day after `to`. */
  start: string;
  end: string;
  today: string;
  timeZone: string;
  campaign: { id: string; name: string } | null;
}

export async function clientFilters(db: Db, q: Query, timeZone: string, now = new Date()): Promise<ClientFilters> {
  const campaign = (await reportCampaign(db, q.campaignId)) ?? null;
  if (q.campaignId && !campaign) throw badRequest(CLIENTS_REPORT_MESSAGES.campaignNotFound);
  return {
    search: parseClientSearch(q.search),
    from: q.from ?? null,
    to: q.to ?? null,
    start: q.from ? startOfDayIn(q.from, timeZone).toISOString() : '-infinity',
    end: q.to ? startOfDayIn(addDays(q.to, 1), timeZone).toISOString() : 'infinity',
    today: todayIn(timeZone, now),
    timeZone,
    campaign,
  };
}

/** A customer of the list: CPF and phone formatted, its age band today and its region. */
export function toClientsRow(r: ClientListRow, today: string): ClientsReportRow {
  return {
    id: r.id,
    name: r.name,
    cpf: formatCpf(r.cpf),
    email: r.email,
    phone: formatPhoneMask(r.phone),
    gender: r.gender ?? null,
    birthdate: r.birthdate,
    ageBand: ageBand(r.birthdate, today),
    region: cepRegion(r.zipCode),
    acceptsSms: r.acceptsSms,
    registeredAt: iso(r.createdAt),
    purchases: r.purchases,
    approvedValue: centsToReais(r.approvedCents),
  };
}
