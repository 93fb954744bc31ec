import { loadLoginModal, loadRegisterModal } from './auth-modal-chunks';

/**
 * The modals and their host are separate chunks: a visitor downloads them only when about to use
 * them. Hovering or focusing a button starts the download early so the modal opens at once.
 */
export const loadAuthModalHost = () => import('./auth-modal-host');

export function preloadAuthModals(): void {
  void loadAuthModalHost();
  void loadLoginModal();
  void loadRegisterModal();
}
