import { ScanQrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { ScannedCode } from './receipt-scanner';
import { SCANNER_TEXTS } from './receipt-scanner-texts';

// The camera's code and the decoder come when the customer asks for them, not with the page.
const ReceiptScanner = lazy(async () => ({ default: (await import('./receipt-scanner')).ReceiptScanner }));

/**
 * "Escanear QR code do cupom": a dialog with the camera (or, without one, a photo) that closes
 * once a receipt code is read, handing its key over. Escape and "Fechar" close it and stop the camera.
 */
export function ScanReceiptButton({ onScanned }: { onScanned: (code: ScannedCode) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="mt-1 self-start" onClick={() => setOpen(true)}>
        <ScanQrCode aria-hidden="true" className="size-4" />
        {SCANNER_TEXTS.button}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={SCANNER_TEXTS.title} description={SCANNER_TEXTS.description}>
        {open && (
          <Suspense fallback={<p className="text-sm text-muted">{SCANNER_TEXTS.starting}</p>}>
            <ReceiptScanner
              onFound={(code) => {
                setOpen(false);
                onScanned(code);
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
