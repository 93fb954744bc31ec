import { formatNumber } from '../../../lib/format';

/** SPEC §3: a sale without points (pending, rejected, canceled) reads "Não pontuado". */
export function pointsText(points: number | null | undefined): string {
  return points === null || points === undefined ? 'Não pontuado' : formatNumber(points);
}
