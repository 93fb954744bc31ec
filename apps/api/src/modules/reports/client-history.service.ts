import {
  addDays,
  type ClientHistory,
  type ClientHistoryEvent,
  campaignBalance,
  centsToReais,
  type clientHistoryQuerySchema,
  formatCpf,
  formatPhoneMask,
  salePoints,
  startOfDayIn,
  todayIn,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { ReportExport } from '../../lib/report-source';
import { iso } from '../../lib/serialize';
import { MESSAGES as CLIENT_MESSAGES } from '../clients/clients.service';
import {
  campaignExists,
  historyCampaigns,
  historyClient,
  historyMatches,
  type TimelineFilter,
  timelinePage,
} from './client-history.queries';
import { historyExportOf, toHistoryEvent } from './client-history-export';
import { CLIENTS_REPORT_MESSAGES, parseClientSearch } from './clients-report-rows';

type Query = z.output<typeof clientHistoryQuerySchema>;

/** The timeline's filters for a customer: the period as instants in the mall's time zone, the campaign. */
async function timelineFilter(db: Db, clientId: string, q: Query, timeZone: string): Promise<TimelineFilter> {
  if (q.campaignId && !(await campaignExists(db, q.campaignId))) {
    throw badRequest(CLIENTS_REPORT_MESSAGES.campaignNotFound);
  }
  return {
    clientId,
    start: q.from ? startOfDayIn(q.from, timeZone).toISOString() : '-infinity',
    end: q.to ? startOfDayIn(addDays(q.to, 1), timeZone).toISOString() : 'infinity',
    campaignId: q.campaignId ?? null,
  };
}

/** Points per campaign by the customer's own balance rule (DECISIONS.md, points.ts). */
function campaignFigures(c: Awaited<ReturnType<typeof historyCampaigns>>[number]) {
  const balance = campaignBalance({
    approvedNetCents: [c.approvedCents],
    conversionRate: c.conversionRate,
    redeemed: c.redeemed,
  });
  return {
    id: c.id,
    name: c.name,
    purchases: c.purchases,
    approvedValue: centsToReais(c.approvedCents),
    pointsEarned: salePoints(c.approvedCents, c.conversionRate),
    pointsRedeemed: c.redeemedPoints,
    balance: balance.points,
    toNextPoint: balance.centsToNextPoint === null ? null : centsToReais(balance.centsToNextPoint),
  };
}

const empty = (q: Query) => ({ rows: [], total: 0, page: q.page, limit: q.limit });

/**
 * GET /reports/historico-clientes: with `clientId`, that customer's record, points per campaign
 * and timeline page; else the customers `search` finds (up to 10); with neither, nothing.
 */
export async function clientHistoryReport(
  db: Db,
  q: Query,
  timeZone: string,
  now = new Date(),
): Promise<ClientHistory> {
  if (!q.clientId) {
    const search = parseClientSearch(q.search);
    const matches = search ? await historyMatches(db, search) : [];
    return {
      matches: matches.map((m) => ({ id: m.id, name: m.name, cpf: formatCpf(m.cpf) })),
      client: null,
      campaigns: [],
      table: empty(q),
    };
  }
  const found = await historyClient(db, q.clientId);
  if (!found) throw notFound(CLIENT_MESSAGES.notFound);
  const filter = await timelineFilter(db, q.clientId, q, timeZone);
  const [campaigns, page] = await Promise.all([
    historyCampaigns(db, q.clientId),
    timelinePage(db, filter, { limit: q.limit, offset: (q.page - 1) * q.limit }),
  ]);
  const { client } = found;
  return {
    matches: [],
    client: {
      id: client.id,
      name: client.name,
      cpf: formatCpf(client.cpf),
      email: client.email,
      phone: formatPhoneMask(client.phone),
      registeredAt: iso(client.createdAt),
      anonymized: client.anonymizedAt !== null,
      consents: found.consents.map((c) => ({
        kind: c.kind,
        version: c.version,
        acceptedAt: iso(c.acceptedAt),
        withdrawnAt: iso(c.withdrawnAt),
      })),
    },
    campaigns: campaigns.map(campaignFigures),
    table: { rows: page.rows.map((e) => toHistoryEvent(e, now)), total: page.total, page: q.page, limit: q.limit },
  };
}

/** The customer's timeline for these filters as the file export streams it (nothing without `clientId`). */
export async function clientHistoryExport(
  db: Db,
  q: Query,
  timeZone: string,
  opts: { now?: Date; batchSize?: number } = {},
): Promise<ReportExport<ClientHistoryEvent>> {
  const now = opts.now ?? new Date();
  const today = todayIn(timeZone, now);
  if (!q.clientId) return historyExportOf(db, null, { today, total: 0, now, batchSize: opts.batchSize });
  if (!(await historyClient(db, q.clientId))) throw notFound(CLIENT_MESSAGES.notFound);
  const filter = await timelineFilter(db, q.clientId, q, timeZone);
  const { total } = await timelinePage(db, filter, { limit: 0, offset: 0 });
  return historyExportOf(db, filter, { today, total, now, batchSize: opts.batchSize });
}
