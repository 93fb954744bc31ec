import { once } from '@mall/shared';
import { isApiError, messagesFromBody } from './api';
import { formatCurrency } from './format';
import { toast } from './toast';

const percent = once(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A store's fee as the screens show it: "2,50%". */
export const formatPercent = (value: number) => `${percent().format(value)}%`;

/** A reference month: "04/2026". */
export const monthYear = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A difference with its sign: "+R$ 150,00", "-R$ 20,00", "R$ 0,00". */
export function signedCurrency(value: number): string {
  if (value > 0) return `+${formatCurrency(value)}`;
  if (value < 0) return `-${formatCurrency(-value)}`;
  return formatCurrency(0);
}

/**
 * What a refused money action says: the server's messages (one per store when several are
 * refused), the network's message, or the screen's fallback when the answer carried none (SPEC §8).
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  if (error.kind === 'http') {
    const messages = messagesFromBody(error.body);
    return messages.length > 0 ? messages : [fallback];
  }
  return error.kind === 'cancelled' ? [] : error.messages;
}

/** One toast for a refused action (its first message), the others are shown where it happened. */
export function toastFailure(messages: string[], toastId: string): void {
  if (messages[0]) toast.error(messages[0], { toastId });
}
