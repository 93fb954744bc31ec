import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { request } = await import('./client');
const { isApiError, NETWORK_MESSAGES } = await import('./errors');
const { OPEN_LOGIN_EVENT } = await import('../events');
const { clearSession, resetSessionCache } = await import('../session');

type ApiErrorT = import('./errors').ApiError;
/** Resolves to the error a request failed with. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e as ApiErrorT,
  );

function respond(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  toastError.mockClear();
  resetSessionCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('calls /api with the bearer token', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Ana', role: 'SMART', storeId: null }));
    const fetchMock = respond(200, { data: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/clients/me')).resolves.toEqual({ data: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/clients/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('toasts each message of a list', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { statusCode: 400, error: 'Bad Request', message: ['CPF inválido', 'CEP inválido'] }),
    );
    const error = await failure(request('/clients', { method: 'POST', body: {} }));
    expect(isApiError(error) && error.messages).toEqual(['CPF inválido', 'CEP inválido']);
    expect(toastError.mock.calls.map((c) => c[0])).toEqual(['CPF inválido', 'CEP inválido']);
  });

  it('maps a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(request('/x'));
    expect(error.kind).toBe('network');
    expect(toastError).toHaveBeenCalledWith(NETWORK_MESSAGES.network, expect.anything());
  });

  it('maps a timeout and a cancelled request (the latter without a toast)', async () => {
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', hanging);
    expect((await failure(request('/x', { timeoutMs: 10 }))).kind).toBe('timeout');
    toastError.mockClear();
    const controller = new AbortController();
    const pending = failure(request('/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('cancelled');
    expect(toastError).not.toHaveBeenCalled();
    // Aborted before it went out: never sent. Aborted while out: the request is abandoned.
    expect(hanging).toHaveBeenCalledTimes(1);
    const later = new AbortController();
    const out = failure(request('/x', { signal: later.signal }));
    await vi.waitFor(() => expect(hanging).toHaveBeenCalledTimes(2));
    later.abort();
    expect((await out).kind).toBe('cancelled');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('on a 401 with a token clears the session and opens the login modal', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Ana', role: 'SMART', storeId: null }));
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    vi.stubGlobal('fetch', respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Sessão expirada' }));
    await request('/clients/me').catch(() => undefined);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('a 401 answering a session the app already left (a deleted account) opens nothing', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Ana', role: 'CLIENTE', storeId: null }));
    resetSessionCache();
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    let answer: (r: Response) => void = () => undefined;
    const sent = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', sent);
    const pending = request('/clients/me/consents').catch(() => undefined);
    // The request goes out once the caller's code has returned; the session ends while it is out.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    clearSession();
    answer(
      new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sessão expirada' }), {
        status: 401,
      }),
    );
    await pending;
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('a 401 without a token (a failed login) does not open the login modal again', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    vi.stubGlobal(
      'fetch',
      respond(401, { statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos' }),
    );
    const error = await failure(request('/auth/login', { method: 'POST', body: {} }));
    expect(error.messages).toEqual(['E-mail ou senha inválidos']);
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });
});
