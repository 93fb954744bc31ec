export interface Paging {
  page: number;
  limit: number;
}

export function offsetOf(p: Paging): number {
  return (p.page - 1) * p.limit;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** A LIKE pattern for values starting with `search`, wildcards taken literally. */
export function prefixPattern(search: string): string {
  return `${escapeLike(search)}%`;
}

function escapeLike(search: string): string {
  return search.replace(/[\\%_]/g, (c) => `\\${c}`);
}
