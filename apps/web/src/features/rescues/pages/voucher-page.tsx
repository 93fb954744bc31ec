import type { Voucher } from '@mall/shared';
import { CloudOff, Printer, TicketX } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/states';
import { isApiError } from '../../../lib/api';
import { BRAND } from '../../../lib/brand';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { keepVouchersOffline } from '../../../lib/offline-vouchers/keep';
import { useVoucher } from '../api/get-voucher';
import { RescueStatusBadge } from '../components/rescue-status-badge';
import { voucherUrl } from '../components/voucher-code';
import { CONCIERGE_TEXT, VOUCHER_NOTE } from '../components/voucher-note';

function InvalidVoucher({ message, title = 'Voucher Inválido' }: { message: string; title?: string }) {
  return (
    <div role="alert" className="rounded-3xl border border-line bg-surface p-8 text-center">
      <TicketX aria-hidden="true" className="mx-auto size-12 text-red-fg" />
      <h1 className="mt-4 text-4xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
    </div>
  );
}

/** "dd/mm às hh:mm", São Paulo time. */
export function savedAtText(savedAt: Date): string {
  const [date = '', time = ''] = formatDateTime(savedAt.toISOString()).split(', ');
  return `${date.slice(0, 5)} às ${time}`;
}

/**
 * The status shown: a voucher past its last day that was never delivered reads EXPIRADO, even
 * from an answer saved before the server marked it so.
 */
export function shownStatus(v: Voucher, now = new Date()): Voucher['status'] {
  const open = v.status === 'SOLICITADO' || v.status === 'APROVADO';
  return open && new Date(v.voucherExpirationDate).getTime() < now.getTime() ? 'EXPIRADO' : v.status;
}

const CLOSED_NOTES: Partial<Record<Voucher['status'], string>> = {
  ENTREGUE: 'Este voucher já foi entregue: o benefício foi retirado na concierge.',
  EXPIRADO: 'Este voucher expirou e não pode mais ser retirado.',
  CANCELADO: 'Este resgate foi cancelado e o voucher não vale mais.',
};

/** SPEC §2 /cliente/voucher?code= (public): what the concierge checks; never the CPF. */
export function VoucherPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const query = useVoucher(code);
  const online = query.data && !query.data.savedAt ? query.data.voucher.voucher : null;
  // A voucher read online is kept on this phone for the basement (a logged-in customer's only).
  useEffect(() => {
    if (online) keepVouchersOffline([online]);
  }, [online]);

  let body: React.ReactNode;
  if (!code) body = <InvalidVoucher message="Código de voucher inválido" />;
  else if (query.isPending) body = <LoadingState />;
  else if (query.isError && isApiError(query.error) && query.error.kind === 'network')
    body = (
      <InvalidVoucher
        title="Sem conexão"
        message="Você está sem internet e este voucher não está salvo neste aparelho. Abra-o uma vez com internet para vê-lo também sem sinal."
      />
    );
  else if (query.isError) {
    const message =
      isApiError(query.error) && query.error.messages.length > 0
        ? query.error.messages.join(' ')
        : 'Não foi possível carregar os dados';
    body = <InvalidVoucher message={message} />;
  } else {
    const { voucher: v, savedAt } = query.data;
    const status = shownStatus(v);
    const closed = CLOSED_NOTES[status];
    const rows = [
      { label: 'Cliente', value: v.clientName },
      { label: 'Brinde', value: v.prizeName },
      { label: 'Pontos', value: formatNumber(v.points) },
      { label: 'Campanha', value: v.campaignName },
      { label: 'Data do resgate', value: formatDateTime(v.createdAt) },
      { label: 'Válido até', value: formatDate(v.voucherExpirationDate) },
    ];
    body = (
      <>
        {savedAt && (
          <p
            role="status"
            className="mb-4 flex items-start gap-2 rounded-2xl bg-gold-bg px-4 py-3 text-sm font-medium text-ink print:hidden"
          >
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-fg" />
            Você está sem internet: mostrando o voucher salvo em {savedAtText(savedAt)}
          </p>
        )}
        <article className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm print:border-ink print:shadow-none">
          <div className="flex flex-col items-center gap-5 bg-accent-soft px-6 py-8 text-center sm:flex-row sm:items-center sm:justify-between sm:text-left print:bg-transparent">
            <div>
              <p className="text-sm font-medium tracking-wide text-muted uppercase">Voucher</p>
              <h1
                className="mt-1 font-mono text-4xl font-semibold tracking-[0.2em] break-all text-accent-strong sm:text-5xl print:text-ink"
                data-testid="voucher-code"
              >
                {v.voucher}
              </h1>
              <div className="mt-3 flex items-center justify-center gap-2 sm:justify-start">
                <span className="text-sm text-muted">Status:</span>
                <RescueStatusBadge status={status} />
              </div>
            </div>
            <div className="rounded-2xl bg-white p-3 shadow-sm">
              <QRCodeSVG
                value={voucherUrl(v.voucher)}
                size={148}
                marginSize={1}
                title={`QR code do voucher ${v.voucher}`}
                role="img"
                aria-label={`QR code do voucher ${v.voucher}`}
              />
            </div>
          </div>
          <div className="space-y-6 p-6 sm:p-8">
            {closed && (
              <p className="rounded-xl border border-line bg-canvas px-4 py-3 text-sm font-medium text-ink">{closed}</p>
            )}
            <dl className="grid grid-cols-2 gap-3">
              {rows.map((r) => (
                <div key={r.label} className="min-w-0 rounded-xl border border-line px-3 py-3 sm:px-4">
                  <dt className="text-xs font-medium tracking-wide text-muted uppercase">{r.label}</dt>
                  <dd className="mt-0.5 font-semibold break-words text-ink">{r.value}</dd>
                </div>
              ))}
            </dl>
            <div className="space-y-2 text-sm">
              <p className="font-medium text-ink">{CONCIERGE_TEXT}</p>
              <p className="text-muted">Observação: {VOUCHER_NOTE}</p>
            </div>
            <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" /> Imprimir
            </Button>
          </div>
        </article>
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14 print:p-0">
      <title>{`Voucher · ${BRAND}`}</title>
      {body}
    </section>
  );
}
