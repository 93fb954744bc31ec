/**
 * Window-level events let any code (the API client on a 401, a prize card clicked by a guest,
 * a guard turning a visitor away) open the auth modals without importing the header or the
 * modal host.
 */
export const OPEN_LOGIN_EVENT = 'mall:open-login';
export const OPEN_REGISTER_EVENT = 'mall:open-register';

export interface LoginRequest {
  /** The page asked for: after login the user goes there when the role may open it. */
  next?: string;
}

/** The last request not yet taken by the modal host (it may mount after the request is made). */
let pendingLogin: LoginRequest | null = null;

export function openLoginModal(request: LoginRequest = {}): void {
  pendingLogin = request;
  window.dispatchEvent(new Event(OPEN_LOGIN_EVENT));
}

/** The modal host takes the request it answers, so it is answered once. */
export function takeLoginRequest(): LoginRequest | null {
  const request = pendingLogin;
  pendingLogin = null;
  return request;
}

export function hasLoginRequest(): boolean {
  return pendingLogin !== null;
}

export function openRegisterModal(): void {
  window.dispatchEvent(new Event(OPEN_REGISTER_EVENT));
}
