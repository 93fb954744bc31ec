/**
 * The login and registration modals (forms, validation, masks, dialog) are a separate chunk:
 * a visitor downloads them only when about to use them. Hovering or focusing a button starts
 * the download early so the modal opens at once.
 */
export const loadLoginModal = () => import('../features/auth/login-modal');
export const loadRegisterModal = () => import('../features/registration/register-modal');

export function preloadAuthModals(): void {
  void loadLoginModal();
  void loadRegisterModal();
}
