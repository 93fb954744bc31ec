/** Timestamps leave the API as ISO 8601, whichever driver read them. */
export function iso(value: string | Date): string;
export function iso(value: string | Date | null | undefined): string | null;
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
