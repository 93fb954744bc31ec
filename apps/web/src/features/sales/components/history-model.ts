import { saleStatusLabel } from '@mall/shared';
import { formatCurrency, formatDate } from '../../../lib/format';
import type { SaleHistoryEntry, SaleSnapshot } from '../api/get-sale-history';

const ACTION_LABELS: Record<string, string> = {
  create: 'Registro',
  approve: 'Aprovação',
  reject: 'Rejeição',
  cancel: 'Cancelamento',
  update: 'Alteração',
};

export function actionLabel(methodName: string): string {
  return ACTION_LABELS[methodName] ?? methodName;
}

/** SPEC §2: the row shows the previous state merged with the result (the result wins). */
export function mergedState(entry: Pick<SaleHistoryEntry, 'previousState' | 'result'>): SaleSnapshot {
  return { ...(entry.previousState ?? {}), ...(entry.result ?? {}) };
}

const FIELDS: { key: keyof SaleSnapshot; label: string; show: (v: unknown) => string }[] = [
  { key: 'status', label: 'Situação', show: (v) => saleStatusLabel(String(v)) },
  { key: 'invoiceNumber', label: 'Nota fiscal', show: (v) => (v ? String(v) : '—') },
  { key: 'saleDate', label: 'Data da venda', show: (v) => formatDate(v as string) },
  { key: 'amount', label: 'Valor', show: (v) => formatCurrency(v as number) },
  { key: 'points', label: 'Pontos', show: (v) => (v === null || v === undefined ? 'Não pontuado' : String(v)) },
  { key: 'reason', label: 'Motivo', show: (v) => (v ? String(v) : '—') },
];

export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

/** What an entry changed, field by field (empty for the creation, which has no previous state). */
export function changesOf(entry: Pick<SaleHistoryEntry, 'previousState' | 'result'>): FieldChange[] {
  const before = entry.previousState;
  const after = entry.result;
  if (!before || !after) return [];
  const out: FieldChange[] = [];
  for (const f of FIELDS) {
    if (!(f.key in after)) continue;
    const a = before[f.key];
    const b = after[f.key];
    if ((a ?? null) !== (b ?? null)) out.push({ label: f.label, from: f.show(a), to: f.show(b) });
  }
  return out;
}
