import { TOAST_MS } from '@mall/shared';
import { ToastContainer } from 'react-toastify';

/** SPEC §9: 3000 ms, top-right, dark. The library injects its styles when this mounts. */
export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS} theme="dark" newestOnTop closeOnClick />;
}
