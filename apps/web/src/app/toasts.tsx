import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from '../lib/toast';

const AppToastContainer = lazy(async () => ({ default: (await import('./toast-container')).AppToastContainer }));

/** Mounts the toast container once the first toast is asked for (lib/toast.ts). */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
