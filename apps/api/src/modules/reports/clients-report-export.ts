import { type ClientsReportRow, genderLabel } from '@mall/shared';
import type { Db } from '../../db/client';
import type { ReportColumn, ReportExport } from '../../lib/report-source';
import { type ClientListRow, clientBatch } from './clients-report.queries';
import { type ClientFilters, toClientsRow } from './clients-report-rows';

/** Rows per keyset page of the export. */
export const CLIENTS_EXPORT_BATCH = 5_000;

/** The customer list's columns, as the screen's table and detail name them. */
export const CLIENTS_EXPORT_COLUMNS: readonly ReportColumn<ClientsReportRow>[] = [
  { header: 'Nome', kind: 'text', value: (r) => r.name, width: 32 },
  { header: 'CPF', kind: 'text', value: (r) => r.cpf, width: 16 },
  { header: 'E-mail', kind: 'text', value: (r) => r.email, width: 32 },
  { header: 'Telefone', kind: 'text', value: (r) => r.phone, width: 17 },
  { header: 'Gênero', kind: 'text', value: (r) => genderLabel(r.gender), width: 14 },
  { header: 'Data de nascimento', kind: 'date', value: (r) => r.birthdate, width: 12 },
  { header: 'Faixa etária', kind: 'text', value: (r) => r.ageBand, width: 12 },
  { header: 'Região', kind: 'text', value: (r) => r.region, width: 24 },
  { header: 'Aceita SMS', kind: 'text', value: (r) => (r.acceptsSms ? 'Sim' : 'Não'), width: 10 },
  { header: 'Cadastrado em', kind: 'datetime', value: (r) => r.registeredAt, width: 17 },
  { header: 'Compras na campanha', kind: 'int', value: (r) => r.purchases, width: 12 },
  { header: 'Valor aprovado (R$)', kind: 'money', value: (r) => r.approvedValue, width: 16 },
];

/**
 * The export of the customer list: `total` rows (the figures' total), read newest first in keyset
 * pages of the registration index, the same order as the screen's pages.
 */
export function clientsExportOf(
  db: Db,
  f: ClientFilters,
  total: number,
  batchSize = CLIENTS_EXPORT_BATCH,
): ReportExport<ClientsReportRow> {
  const campaignId = f.campaign?.id ?? null;
  return {
    fileName: `relatorio-clientes-${f.today}`,
    sheetName: 'Clientes',
    columns: CLIENTS_EXPORT_COLUMNS,
    total,
    batches: async function* () {
      let after: ClientListRow | undefined;
      for (;;) {
        const rows = await clientBatch(db, {
          search: f.search,
          start: f.start,
          end: f.end,
          campaignId,
          after: after ? { createdKey: after.createdKey, id: after.id } : null,
          size: batchSize,
        });
        if (rows.length > 0) yield rows.map((r) => toClientsRow(r, f.today));
        if (rows.length < batchSize) return;
        after = rows.at(-1);
      }
    },
  };
}
