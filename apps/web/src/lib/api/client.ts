import { openLoginModal } from '../events';
import { clearSession, getToken } from '../session';
import { toast } from '../toast';
import { ApiError, messagesFromBody, NETWORK_MESSAGES } from './errors';

export const API_BASE = '/api';
/**
 * SPEC §7 sets no client timeout; a request that never answers would leave a spinner forever,
 * so a generous default applies and long uploads can raise it per call.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Show each error message as a toast (default). Forms that also show it inline keep this on. */
  toastErrors?: boolean;
  /** Sent as the Idempotency-Key header: the server answers a repeat without writing again. */
  idempotencyKey?: string;
}

/** The address of a call: the API's base, the path and the query's non-empty values, in order. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function report(error: ApiError, toastErrors: boolean): ApiError {
  // A cancelled request is the app's own doing (navigation, a newer search): never a toast.
  if (toastErrors && error.kind !== 'cancelled') {
    for (const message of error.messages) toast.error(message, { toastId: `${error.status}:${message}` });
  }
  return error;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    toastErrors = true,
    idempotencyKey,
  } = options;
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  // The request goes out once the caller's code has returned. React Query calls this from inside
  // React's commit, dozens of functions deep: a browser that records where each request and timer
  // comes from (its developer tools, Lighthouse's trace) copies that whole stack for each, which on
  // the statement's first load cost more than the requests themselves (bench/FINDINGS.md, "What Lighthouse's trace adds to a deep stack").
  await Promise.resolve();
  if (signal?.aborted) throw report(new ApiError('cancelled', 0, [NETWORK_MESSAGES.cancelled]), toastErrors);
  // The browser's own timer, not one of the page's: nothing to clear once the answer is in.
  const timeout = AbortSignal.timeout(timeoutMs);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    if (timeout.aborted) throw report(new ApiError('timeout', 0, [NETWORK_MESSAGES.timeout]), toastErrors);
    if (signal?.aborted) throw report(new ApiError('cancelled', 0, [NETWORK_MESSAGES.cancelled]), toastErrors);
    throw report(new ApiError('network', 0, [NETWORK_MESSAGES.network]), toastErrors);
  }

  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  if (!response.ok) {
    // A 401 on a request that carried a token means the session ended (expired, user
    // deactivated): drop it and ask to log in again. A 401 without a token is a failed login;
    // one whose session the app already left on purpose (a logout, an account just deleted, a
    // password just changed) is a stale answer and asks nothing.
    if (response.status === 401 && token && getToken() === token) {
      clearSession();
      openLoginModal({ next: `${window.location.pathname}${window.location.search}` });
    }
    const messages = messagesFromBody(payload);
    throw report(new ApiError('http', response.status, messages, payload), toastErrors);
  }
  if (text && payload === null)
    throw report(new ApiError('parse', response.status, [NETWORK_MESSAGES.parse]), toastErrors);
  return payload as T;
}

/**
 * The calls every endpoint client makes. Each answers `unknown`: a client parses the answer with
 * its schema (the shared zod schemas, or `./shape` on the first load), never casts it.
 */
export const api = {
  get: (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<unknown>(path, { ...options, method: 'GET' }),
  post: (path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<unknown>(path, { ...options, method: 'POST', body }),
  patch: (path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<unknown>(path, { ...options, method: 'PATCH', body }),
  delete: (path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<unknown>(path, { ...options, method: 'DELETE', body }),
};
