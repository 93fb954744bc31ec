/** Business constants of SPEC §9. */
export const POINT_VALUE_CENTS = 100_000; // R$ 1.000,00 buys one point at the standard rule
export const STANDARD_RULE_LABEL = 'Padrão (1/1000)';
export const MAX_FEATURED_PRIZES = 4;
export const MAX_INVOICE_EMAILS = 3;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** A people search past its last page (an old address) counts its matches up to this many. */
export const SEARCH_COUNT_CAP = 1000;
export const PRIZE_GRID_PAGE_SIZE = 12;
export const REDEMPTION_WINDOW_DAYS = 10;
export const MIN_CLIENT_AGE = 18;
export const TOAST_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export const CONCIERGE_HOURS = [
  { days: 'Segunda a sexta', hours: '10h às 21h' },
  { days: 'Sábado', hours: '10h às 20h' },
  { days: 'Domingos e feriados', hours: '14h às 19h' },
] as const;

/** The programme's one name: page titles, headers, footer, e-mails and the voucher. */
export const BRAND = 'Clube Decor & Design';

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
