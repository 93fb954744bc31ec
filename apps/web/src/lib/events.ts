/**
 * Window-level events let any code (the API client on a 401, a prize card clicked by a guest)
 * open the auth modals without importing the header or the modal host.
 */
export const OPEN_LOGIN_EVENT = 'mall:open-login';
export const OPEN_REGISTER_EVENT = 'mall:open-register';

export function openLoginModal(): void {
  window.dispatchEvent(new Event(OPEN_LOGIN_EVENT));
}

export function openRegisterModal(): void {
  window.dispatchEvent(new Event(OPEN_REGISTER_EVENT));
}
