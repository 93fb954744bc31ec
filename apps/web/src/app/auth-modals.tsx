import { homePathFor } from '@mall/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { OPEN_LOGIN_EVENT, OPEN_REGISTER_EVENT } from '../lib/events';
import { loadLoginModal, loadRegisterModal } from './preload-auth-modals';

const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loadRegisterModal().then((m) => ({ default: m.RegisterModal })));

type Open = 'login' | 'register' | null;

/**
 * Hosts both auth modals and answers the window-level events that open them (SPEC §2). It sits
 * beside the router, not inside it, so it listens from the first paint, even while the first
 * route's code is still loading; navigation goes through the router object instead of a hook.
 */
export function AuthModals({ navigate }: { navigate: (to: string) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [loaded, setLoaded] = useState<{ login: boolean; register: boolean }>({ login: false, register: false });
  const { signIn } = useAuth();

  useEffect(() => {
    const onLogin = () => {
      setLoaded((l) => ({ ...l, login: true }));
      setOpen('login');
    };
    const onRegister = () => {
      setLoaded((l) => ({ ...l, register: true }));
      setOpen('register');
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onLogin);
    window.addEventListener(OPEN_REGISTER_EVENT, onRegister);
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onLogin);
      window.removeEventListener(OPEN_REGISTER_EVENT, onRegister);
    };
  }, []);

  const close = (o: boolean) => {
    if (!o) setOpen(null);
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
          onSuccess={(session) => {
            signIn(session);
            setOpen(null);
            navigate(homePathFor(session.role));
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
