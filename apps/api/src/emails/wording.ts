/** "1 ponto", "2 pontos". */
export function pointsLabel(points: number): string {
  return `${points} ${points === 1 ? 'ponto' : 'pontos'}`;
}

const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A reference month in words: (3, 2026) -> "março de 2026". */
export function monthLabel(month: number, year: number): string {
  return monthYear.format(Date.UTC(year, month - 1, 1));
}

/** Collapses line breaks and runs of spaces, for a header such as a subject. */
export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
