import { lazy, Suspense, useEffect, useState } from 'react';
import { hasLoginRequest, OPEN_LOGIN_EVENT, OPEN_REGISTER_EVENT } from '../lib/events';
import { loadLoginModal, loadRegisterModal } from './auth-modal-chunks';
import { loadAuthModalHost } from './preload-auth-modals';

const AuthModalHost = lazy(() => loadAuthModalHost().then((m) => ({ default: m.AuthModalHost })));

/**
 * Listens, from the first paint and beside the routes, for the window-level events that open the
 * login and registration modals (SPEC §2), even while the first page's code is still loading. The
 * host of the modals comes with the first such event: a first load (a customer's above all) does
 * not carry it.
 */
export function AuthModals() {
  const [first, setFirst] = useState<'login' | 'register' | null>(null);
  useEffect(() => {
    if (first) return;
    // The modal's own code is fetched beside its host's, not after it.
    const onLogin = () => {
      void loadLoginModal();
      setFirst('login');
    };
    const onRegister = () => {
      void loadRegisterModal();
      setFirst('register');
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onLogin);
    window.addEventListener(OPEN_REGISTER_EVENT, onRegister);
    // A request made before this listened (a guard on the first page load).
    if (hasLoginRequest()) onLogin();
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onLogin);
      window.removeEventListener(OPEN_REGISTER_EVENT, onRegister);
    };
  }, [first]);
  return first ? (
    <Suspense fallback={null}>
      <AuthModalHost first={first} />
    </Suspense>
  ) : null;
}
