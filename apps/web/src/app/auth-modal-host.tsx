import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../features/auth/paths';
import { useAuth } from '../lib/auth';
import { hasLoginRequest, OPEN_LOGIN_EVENT, OPEN_REGISTER_EVENT, takeLoginRequest } from '../lib/events';
import { loadLoginModal, loadRegisterModal } from './auth-modal-chunks';

const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loadRegisterModal().then((m) => ({ default: m.RegisterModal })));

type Open = 'login' | 'register' | null;

/**
 * Hosts both auth modals and answers the window-level events that open them (SPEC §2). Loaded by
 * `AuthModals` on the first such event, which it opens at once (`first`).
 */
export function AuthModalHost({ first }: { first: 'login' | 'register' }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [loaded, setLoaded] = useState<{ login: boolean; register: boolean }>({ login: false, register: false });
  /** The page asked for before login, if any. */
  const [next, setNext] = useState<string | undefined>();
  const { signIn } = useAuth();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `first` is read once, when the host arrives
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
    // The event that brought this host (or a guard's request made before it listened) is answered now.
    if (!started.current) {
      started.current = true;
      if (hasLoginRequest() || first === 'login') onLogin();
      else onRegister();
    }
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
