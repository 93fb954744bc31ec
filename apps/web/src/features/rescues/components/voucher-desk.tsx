import { formatCpf, type Rescue } from '@mall/shared';
import { PackageCheck, ScanLine, ScanQrCode } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { ErrorState, Spinner } from '../../../components/states';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useRescues } from '../api/get-rescues';
import { RescueStatusBadge } from './rescue-status-badge';
import { extractVoucherCode } from './voucher-code';
import { VOUCHER_SCAN_TEXTS } from './voucher-scanner-texts';

// The camera's code and the decoder come when the concierge asks for them, not with the page.
const VoucherScanner = lazy(async () => ({ default: (await import('./voucher-scanner')).VoucherScanner }));

interface Props {
  canUpdate: boolean;
  pending: boolean;
  onDeliver: (rescue: Rescue) => void;
}

function Found({ code, canUpdate, pending, onDeliver }: Props & { code: string }) {
  const query = useRescues({ page: 1, limit: 10, search: code, campaign: '' });
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>;
  const rescue = query.data.rescues.find((r) => r.voucher === code);
  if (!rescue)
    return (
      <p role="alert" className="text-sm font-medium text-red-fg">
        Voucher não encontrado
      </p>
    );
  const deliverable = rescue.status !== 'ENTREGUE' && rescue.status !== 'CANCELADO';
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="voucher-desk-result"
    >
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-semibold tracking-widest">{rescue.voucher}</span>
          <RescueStatusBadge status={rescue.status} />
        </p>
        <p className="font-medium text-ink">{rescue.prize.name}</p>
        <p className="text-sm text-muted">
          {rescue.client.name} · CPF {formatCpf(rescue.client.cpf)}
        </p>
        <p className="text-xs text-muted">
          Resgatado em {formatDateTime(rescue.createdAt)} · válido até {formatDate(rescue.voucherExpirationDate)}
        </p>
      </div>
      {canUpdate && deliverable && (
        <Button onClick={() => onDeliver(rescue)} disabled={pending} className="shrink-0">
          <PackageCheck aria-hidden="true" className="size-4" />
          {pending ? 'Aguarde...' : 'Marcar como ENTREGUE'}
        </Button>
      )}
    </div>
  );
}

/**
 * The concierge desk: type a code, scan it with the desk's reader (it types + Enter), or read the
 * customer's voucher QR code with the camera ("Ler QR do voucher"), then deliver in one click.
 */
export function VoucherDesk(props: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [scanning, setScanning] = useState(false);
  const lookUp = (text: string) => {
    const found = extractVoucherCode(text);
    setInvalid(found === null);
    setCode(found);
    if (found) setValue(found);
  };
  return (
    // A result is announced as it arrives: after a camera scan the focus is back on "Ler QR do voucher".
    <section
      aria-label="Balcão da concierge"
      aria-live="polite"
      className="mb-8 space-y-4 rounded-3xl bg-accent-soft p-5 sm:p-6"
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          lookUp(value);
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-code`} className="text-sm font-semibold text-ink">
            Validar voucher
          </label>
          <input
            id={`${id}-code`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Digite ou escaneie o código do voucher"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            className={`${inputClass} font-mono text-lg tracking-widest uppercase`}
          />
        </div>
        <Button type="submit" className="shrink-0">
          <ScanLine aria-hidden="true" className="size-4" /> Buscar voucher
        </Button>
        <Button variant="secondary" className="shrink-0" onClick={() => setScanning(true)}>
          <ScanQrCode aria-hidden="true" className="size-4" /> {VOUCHER_SCAN_TEXTS.button}
        </Button>
      </form>
      <Modal
        open={scanning}
        onOpenChange={setScanning}
        title={VOUCHER_SCAN_TEXTS.title}
        description={VOUCHER_SCAN_TEXTS.description}
      >
        {scanning && (
          <Suspense fallback={<p className="text-sm text-muted">{VOUCHER_SCAN_TEXTS.starting}</p>}>
            <VoucherScanner
              onFound={(found) => {
                setScanning(false);
                lookUp(found);
              }}
            />
          </Suspense>
        )}
      </Modal>
      {invalid && (
        <p role="alert" className="text-sm font-medium text-red-fg">
          Código de voucher inválido
        </p>
      )}
      {code && <Found key={code} code={code} {...props} />}
    </section>
  );
}
