import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Código PIX copiado');
  } catch {
    toast.error('Não foi possível copiar o código PIX');
  }
}

/** The PIX BR Code: its QR and the "copia e cola" text with a copy button. */
export function PixCode({ code, store }: { code: string; store: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <QRCodeSVG
        value={code}
        size={148}
        marginSize={2}
        role="img"
        aria-label={`QR Code PIX do boleto de ${store}`}
        title={`QR Code PIX do boleto de ${store}`}
        className="shrink-0 self-center rounded-lg border border-line bg-white"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          PIX copia e cola
        </label>
        <textarea
          id={id}
          readOnly
          value={code}
          rows={4}
          className="w-full resize-none rounded-xl border border-line bg-canvas p-3 font-mono text-xs break-all text-ink"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button size="sm" variant="secondary" className="self-start" onClick={() => copy(code)}>
          <Copy aria-hidden="true" className="size-4" /> Copiar código PIX
        </Button>
      </div>
    </div>
  );
}
