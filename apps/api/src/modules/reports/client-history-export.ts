import {
  type ClientHistoryEvent,
  CONSENT_LABELS,
  centsToReais,
  HISTORY_KIND_LABELS,
  saleStatusLabel,
} from '@mall/shared';
import type { Db } from '../../db/client';
import type { ReportColumn, ReportExport } from '../../lib/report-source';
import { iso } from '../../lib/serialize';
import { effectiveStatus } from '../rescues/rescues.queries';
import { type TimelineFilter, type TimelineRow, timelineBatch } from './client-history.queries';

/** The contract's event: the instant in ISO, the value in reais, a voucher past its expiry EXPIRADO. */
export function toHistoryEvent(e: TimelineRow, now: Date): ClientHistoryEvent {
  const p = e.purchase;
  const r = e.redemption;
  return {
    kind: e.kind,
    at: iso(e.at),
    campaign: e.campaign,
    consentKind: e.consentKind,
    purchase: p
      ? {
          id: p.id,
          saleDate: p.saleDate,
          store: p.store,
          type: p.type,
          invoiceNumber: p.invoiceNumber,
          netValue: centsToReais(p.netCents),
          points: p.points,
          status: p.status,
          reason: p.reason,
        }
      : null,
    redemption: r
      ? {
          id: r.id,
          prize: r.prize,
          points: r.points,
          voucher: r.voucher,
          voucherExpiresAt: iso(r.voucherExpiresAt),
          status: effectiveStatus(r.status, r.voucherExpiresAt, now),
        }
      : null,
  };
}

/** Rows per keyset page of the export. */
export const HISTORY_EXPORT_BATCH = 5_000;

/** The event as the timeline names it: "Compra", "Consentimento: Envio de SMS". */
export function historyEventLabel(e: ClientHistoryEvent): string {
  const kind = HISTORY_KIND_LABELS[e.kind];
  return e.consentKind ? `${kind}: ${CONSENT_LABELS[e.consentKind]}` : kind;
}

/** The timeline's columns, as the screen's table names them. */
export const HISTORY_EXPORT_COLUMNS: readonly ReportColumn<ClientHistoryEvent>[] = [
  { header: 'Data', kind: 'datetime', value: (e) => e.at, width: 17 },
  { header: 'Evento', kind: 'text', value: historyEventLabel, width: 36 },
  { header: 'Campanha', kind: 'text', value: (e) => e.campaign?.name ?? null, width: 28 },
  { header: 'Loja', kind: 'text', value: (e) => e.purchase?.store.tradeName ?? null, width: 28 },
  { header: 'Nota fiscal', kind: 'text', value: (e) => e.purchase?.invoiceNumber ?? null, width: 16 },
  { header: 'Valor líquido (R$)', kind: 'money', value: (e) => e.purchase?.netValue ?? null, width: 16 },
  {
    header: 'Pontos',
    kind: 'int',
    value: (e) => (e.purchase ? e.purchase.points : (e.redemption?.points ?? null)),
    width: 8,
  },
  {
    header: 'Situação',
    kind: 'text',
    value: (e) => (e.purchase ? saleStatusLabel(e.purchase.status) : (e.redemption?.status ?? null)),
    width: 14,
  },
  { header: 'Brinde', kind: 'text', value: (e) => e.redemption?.prize ?? null, width: 28 },
  { header: 'Voucher', kind: 'text', value: (e) => e.redemption?.voucher ?? null, width: 14 },
];

/**
 * The export of a customer's timeline: `total` events read newest first in keyset pages, the
 * screen's order. No customer (`filter` null): an empty file with the headers.
 */
export function historyExportOf(
  db: Db,
  filter: TimelineFilter | null,
  o: { today: string; total: number; now: Date; batchSize?: number },
): ReportExport<ClientHistoryEvent> {
  const size = o.batchSize ?? HISTORY_EXPORT_BATCH;
  return {
    fileName: `historico-cliente-${o.today}`,
    sheetName: 'Histórico',
    columns: HISTORY_EXPORT_COLUMNS,
    total: o.total,
    batches: async function* () {
      if (!filter) return;
      let after: TimelineRow | undefined;
      for (;;) {
        const rows = await timelineBatch(db, filter, after ?? null, size);
        if (rows.length > 0) yield rows.map((e) => toHistoryEvent(e, o.now));
        if (rows.length < size) return;
        after = rows.at(-1);
      }
    },
  };
}
