import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../features/auth/paths';
import { useAuth } from '../lib/auth';
import { hasLoginRequest, OPEN_LOGIN_EVENT, OPEN_REGISTER_EVENT, takeLoginRequest } from '../lib/events';
import { loadLoginModal, loadRegisterModal } from './preload-auth-modals';

const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loadRegisterModal().then((m) => ({ default: m.RegisterModal })));

type Open = 'login' | 'register' | null;

/**
 * Hosts both auth modals and answers the window-level events that open them (SPEC §2). It sits
 * beside the routes, not inside a page, so it listens from the first paint, even while the first
 * page's code is still loading.
 */
export function AuthModals() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [loaded, setLoaded] = useState<{ login: boolean; register: boolean }>({ login: false, register: false });
  /** The page asked for before login, if any. */
  const [next, setNext] = useState<string | undefined>();
  const { signIn } = useAuth();

  useEffect(() => {
    const onLogin = () => {
      const request = takeLoginRequest();
      setNext(request?.next);
      setLoaded((l) => ({ ...l, login: true }));
      setOpen('login');
    };
    const onRegister = () => {
      setLoaded((l) => ({ ...l, register: true }));
      setOpen('register');
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onLogin);
    window.addEventListener(OPEN_REGISTER_EVENT, onRegister);
    // A request made before this host listened (a guard on the first page load) is answered now.
    if (hasLoginRequest()) onLogin();
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onLogin);
      window.removeEventListener(OPEN_REGISTER_EVENT, onRegister);
    };
  }, []);

  const close = (o: boolean) => {
    if (!o) {
      setOpen(null);
      setNext(undefined);
    }
  };

  return (
    <Suspense fallback={null}>
      {loaded.login && (
        <LoginModal
          open={open === 'login'}
          onOpenChange={close}
          onSwitchToRegister={() => {
            setLoaded((l) => ({ ...l, register: true }));
            setOpen('register');
          }}
          onForgotPassword={(typed) => {
            setOpen(null);
            setNext(undefined);
            navigate(FORGOT_PASSWORD_PATH, { state: { email: typed } });
          }}
          onSuccess={(session) => {
            signIn(session);
            setOpen(null);
            setNext(undefined);
            // Where to go reads the access map, which comes with the login form's code.
            void loadLoginModal().then(({ afterLoginPath }) =>
              navigate(afterLoginPath(session.role, next), { replace: true }),
            );
          }}
        />
      )}
      {loaded.register && (
        <RegisterModal
          open={open === 'register'}
          onOpenChange={close}
          onSwitchToLogin={() => {
            setLoaded((l) => ({ ...l, login: true }));
            setOpen('login');
          }}
          // SPEC §4: a successful registration closes this modal and opens login.
          onRegistered={() => {
            setLoaded((l) => ({ ...l, login: true }));
            setOpen('login');
          }}
        />
      )}
    </Suspense>
  );
}
