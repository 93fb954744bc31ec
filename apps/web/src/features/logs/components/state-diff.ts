/**
 * What one audit entry changed, field by field: the previous state and the result (JSON of the
 * record) flattened to paths (`address.city`, `prizes[0].name`), each marked changed, added,
 * removed or unchanged, with its values written for people.
 */
export type DiffKind = 'changed' | 'added' | 'removed' | 'unchanged';

export interface DiffRow {
  /** `name`, `address.city`, `items[2]`; empty for a state that is a single value. */
  path: string;
  kind: DiffKind;
  /** The value before and after, written for people; undefined where the field does not exist. */
  before?: string;
  after?: string;
}

export const DIFF_KIND_LABEL: Record<DiffKind, string> = {
  changed: 'Alterado',
  added: 'Adicionado',
  removed: 'Removido',
  unchanged: 'Sem alteração',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf value as a person reads it. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '(vazio)';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return value === '' ? '(texto vazio)' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(lista vazia)' : JSON.stringify(value);
  if (isObject(value)) return Object.keys(value).length === 0 ? '(sem campos)' : JSON.stringify(value);
  return String(value);
}

/** Every leaf of a state by path, nested objects and lists opened; empty ones stay leaves. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, i) => {
      flatten(item, `${prefix}[${i}]`, out);
    });
  } else if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Writes a leaf of the state at `path` for people. */
export type ShowValue = (path: string, value: unknown) => string;

/**
 * The rows of the diff, in the result's field order, then the fields only the previous state had.
 * A creation (no previous state) is all additions; a deletion (no result) all removals. Values
 * are written by `show` (by default `showValue`, whatever the field).
 */
export function diffStates(before: unknown, after: unknown, show: ShowValue = (_, v) => showValue(v)): DiffRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const a = hasBefore ? flatten(before) : new Map<string, unknown>();
  const b = hasAfter ? flatten(after) : new Map<string, unknown>();
  const paths = [...b.keys(), ...[...a.keys()].filter((p) => !b.has(p))];
  return paths.map((path) => {
    const inBefore = a.has(path);
    const inAfter = b.has(path);
    const prev = inBefore ? show(path, a.get(path)) : undefined;
    const next = inAfter ? show(path, b.get(path)) : undefined;
    let kind: DiffKind;
    if (!inBefore) kind = 'added';
    else if (!inAfter) kind = 'removed';
    else kind = JSON.stringify(a.get(path) ?? null) === JSON.stringify(b.get(path) ?? null) ? 'unchanged' : 'changed';
    return { path, kind, before: prev, after: next };
  });
}

/**
 * The rows a reader looks for first, the fields the entry changed (altered, added, removed) in
 * the diff's order, and the others, left as they were.
 */
export function changesFirst(rows: DiffRow[]): { changes: DiffRow[]; others: DiffRow[] } {
  return { changes: rows.filter((r) => r.kind !== 'unchanged'), others: rows.filter((r) => r.kind === 'unchanged') };
}

/** How many rows of each kind, for the dialog's summary line. */
export function diffSummary(rows: DiffRow[]): string {
  const count = (kind: DiffKind) => rows.filter((r) => r.kind === kind).length;
  const parts = [
    [count('changed'), 'alterado', 'alterados'],
    [count('added'), 'adicionado', 'adicionados'],
    [count('removed'), 'removido', 'removidos'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return said.length === 0 ? 'Nenhum campo alterado' : `Campos: ${said.join(', ')}`;
}
