import { once } from './once';

const brl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** Integer cents as Brazilian reais: 123456 -> "R$ 1.234,56". */
export function formatBRL(cents: number): string {
  return brl().format(cents / 100);
}

/** A business date (YYYY-MM-DD) as day/month/year. */
export function formatDateBR(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
