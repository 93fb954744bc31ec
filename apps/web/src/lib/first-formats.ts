/** The formatters a page's first render builds (lib/format.ts), as the ICU warm-up builds them too. */
export const FIRST_FORMATS = [
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  () => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
] as const;
