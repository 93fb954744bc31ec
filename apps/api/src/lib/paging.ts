export interface Paging {
  page: number;
  limit: number;
}

export function offsetOf(p: Paging): number {
  return (p.page - 1) * p.limit;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
