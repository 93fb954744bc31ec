/**
 * The audit log's page cursor: where a page starts, opaque to clients. It names one entry (its
 * instant to the microsecond, as PostgreSQL stores it, and its id) and the way to read from it:
 * `after` (older entries, "Próximos") or `before` (newer ones, "Anteriores").
 */
export interface LogCursor {
  direction: 'after' | 'before';
  /** `2026-11-25T00:16:06.123456Z`: UTC, microseconds. */
  createdAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeLogCursor(cursor: LogCursor): string {
  return toBase64Url(`${cursor.direction === 'after' ? 'a' : 'b'}|${cursor.createdAt}|${cursor.id}`);
}

/** The cursor a string holds, or null when it is not one this API wrote. */
export function decodeLogCursor(text: string): LogCursor | null {
  const parts = fromBase64Url(text)?.split('|');
  if (parts?.length !== 3) return null;
  const [d, createdAt, id] = parts as [string, string, string];
  if ((d !== 'a' && d !== 'b') || !INSTANT.test(createdAt) || !UUID.test(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { direction: d === 'a' ? 'after' : 'before', createdAt, id };
}
