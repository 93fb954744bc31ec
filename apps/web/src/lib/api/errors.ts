export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'parse';

export const NETWORK_MESSAGES = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou para responder. Tente novamente.',
  cancelled: 'Requisição cancelada.',
  parse: 'Resposta inesperada do servidor.',
  fallback: 'Ocorreu um erro inesperado. Tente novamente.',
} as const;

/** Every failure of the API client: one type, so screens show `messages` and never guess. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Server messages (the envelope's message may be a list: one toast per entry). */
  readonly messages: string[];
  /** The parsed error body, for answers that carry more than messages (e.g. featuredPrizes on a 409). */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, messages: string[], body: unknown = null) {
    super(messages[0] ?? NETWORK_MESSAGES.fallback);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messages = messages.length > 0 ? messages : [NETWORK_MESSAGES.fallback];
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `{ statusCode, error, message }`; `message` may be a string or a list of strings. */
export function messagesFromBody(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return [message];
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return [];
}
