/**
 * A small check of an answer's shape for the few calls made on the first load (the home page,
 * the header), where the shared zod schemas would add zod to every visitor's download. Each field
 * is a type, `?` for one that may be null. A mismatch is an error, never a silently wrong value.
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'string?' | 'number?' | 'object?';

function fits(value: unknown, kind: FieldKind): boolean {
  if (kind.endsWith('?') && value === null) return true;
  if (kind === 'object' || kind === 'object?')
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  return value !== null && typeof value === kind.replace('?', '');
}

export function checkShape<T>(value: unknown, shape: Record<string, FieldKind>, what: string): T {
  if (typeof value !== 'object' || value === null) throw new Error(`Resposta inesperada de ${what}`);
  for (const [field, kind] of Object.entries(shape)) {
    if (!fits((value as Record<string, unknown>)[field], kind)) {
      throw new Error(`Resposta inesperada de ${what}: ${field}`);
    }
  }
  return value as T;
}

/** The `data` of an answer `{ data }`. */
export function dataField(body: unknown, what: string): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`Resposta inesperada de ${what}`);
  return (body as { data: unknown }).data;
}

/** The `data` of an answer `{ data: [...] }`, each item checked. */
export function arrayField<T>(body: unknown, item: Record<string, FieldKind>, what: string): T[] {
  const data = dataField(body, what);
  if (!Array.isArray(data)) throw new Error(`Resposta inesperada de ${what}`);
  return data.map((entry) => checkShape<T>(entry, item, what));
}

/** The `data` and `total` of a list answer `{ data: [...], total }`, each item checked. */
export function listField<T>(
  body: unknown,
  item: Record<string, FieldKind>,
  what: string,
): { data: T[]; total: number } {
  const total = (body as { total?: unknown } | null)?.total;
  if (typeof total !== 'number') throw new Error(`Resposta inesperada de ${what}`);
  return { data: arrayField<T>(body, item, what), total };
}
