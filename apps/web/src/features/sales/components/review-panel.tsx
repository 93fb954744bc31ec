import { formatCnpjMask, formatCpf, formatFiscalKey, type Sale, saleStatusLabel, saleStatusTone } from '@mall/shared';
import { Check, ExternalLink, X } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { DetailList, IconButton, Modal } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { ReceiptPhoto } from './receipt-photo';
import { DeadlineLine, ReviewBadges } from './review-markers';
import { ChecksBadge, ChecksList } from './sale-checks';
import { rejectLabel } from './sale-row-actions';
import { SignalsBadge, SignalsList } from './sale-signals';

export const REVIEW_PANEL_ID = 'sale-review-panel';

interface ContentProps {
  sale: Sale;
  now: number;
  /** DEDPREMIUM, SMART, CONCIERGE: approve and reject from the panel. */
  canReview: boolean;
  onApprove: (sale: Sale) => void;
  onReject: (sale: Sale) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wider text-muted">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Actions({ sale, canReview, onApprove, onReject }: ContentProps) {
  if (!canReview) return null;
  const pending = sale.status === 'pending';
  const cancelable = sale.status === 'approved';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {pending && (
        <Button size="sm" onClick={() => onApprove(sale)}>
          <Check aria-hidden="true" className="size-4" /> Aprovar
        </Button>
      )}
      {(pending || cancelable) && (
        <Button size="sm" variant="danger" onClick={() => onReject(sale)}>
          <X aria-hidden="true" className="size-4" /> {pending ? 'Rejeitar' : rejectLabel(sale.status)}
        </Button>
      )}
      <Link
        to={`/admin/extratos/editar/${sale.id}`}
        className="tap-target inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
      >
        Abrir página da venda <ExternalLink aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** What a reviewer judges a purchase by: the receipt, its data, its fraud signals, the checks and a contest. */
function ReviewContent(props: ContentProps) {
  const { sale, now } = props;
  const earlierReason = sale.rejectionReason ?? sale.reason;
  return (
    <div className="space-y-6" data-testid="review-content">
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={saleStatusTone(sale.status)}>{saleStatusLabel(sale.status)}</Badge>
          <ChecksBadge sale={sale} />
          <SignalsBadge sale={sale} />
          <ReviewBadges sale={sale} now={now} />
        </div>
        <DeadlineLine sale={sale} now={now} />
      </div>
      <Actions {...props} />
      {/* Photo and data side by side where the panel is wide enough (the phone's drawer on a tablet). */}
      <div className="@container">
        <div className="grid gap-6 @xl:grid-cols-2">
          <Section title="Comprovante">
            {sale.fileUrl ? (
              <ReceiptPhoto
                url={sale.fileUrl}
                alt={`Foto do comprovante da compra de ${sale.client.name} na loja ${sale.store.tradeName}`}
              />
            ) : (
              <p className="text-sm text-muted">Compra registrada pela loja com o número da nota fiscal: sem foto.</p>
            )}
          </Section>
          <Section title="Dados da compra">
            <DetailList
              items={[
                {
                  label: 'Cliente',
                  value: (
                    <>
                      {sale.client.name}
                      <span className="block text-sm text-muted tabular-nums">CPF {formatCpf(sale.client.cpf)}</span>
                    </>
                  ),
                },
                {
                  label: 'Loja',
                  value: (
                    <>
                      {sale.store.tradeName}
                      <span className="block text-sm text-muted tabular-nums">
                        CNPJ {formatCnpjMask(sale.store.cnpj)}
                      </span>
                    </>
                  ),
                },
                { label: 'Data da compra', value: formatDate(sale.saleDate) },
                { label: 'Lançamento', value: formatDateTime(sale.createdAt) },
                {
                  label: 'Valor líquido',
                  value: <span className="font-semibold tabular-nums">{formatCurrency(sale.netValue)}</span>,
                },
                {
                  label: 'Valor bruto',
                  value: <span className="tabular-nums">{formatCurrency(sale.grossValue)}</span>,
                },
                {
                  label: 'Desconto',
                  value: <span className="tabular-nums">{formatCurrency(sale.discountValue)}</span>,
                },
                { label: 'Nota fiscal', value: sale.invoiceNumber ?? 'Sem número (compra por foto)' },
                { label: 'Pontos', value: sale.points === null ? 'Não pontuado' : formatNumber(sale.points) },
              ]}
            />
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-muted">Chave de acesso</p>
              <p className="mt-1 font-mono text-sm break-all text-ink" data-testid="fiscal-key">
                {sale.fiscalKey ? formatFiscalKey(sale.fiscalKey) : 'Sem chave de acesso'}
              </p>
            </div>
          </Section>
        </div>
      </div>
      {sale.signals && sale.signals.length > 0 && (
        <Section title="Sinais de fraude">
          <SignalsList signals={sale.signals} />
        </Section>
      )}
      <Section title="Verificações">
        <ChecksList checks={sale.checks} />
      </Section>
      {sale.contestedAt && (
        <Section title="Contestação do cliente">
          <p className="text-sm text-muted">Contestada em {formatDateTime(sale.contestedAt)}</p>
          {sale.contestMessage && (
            <blockquote className="rounded-xl border-l-4 border-gold-fg bg-gold-bg px-4 py-3 text-sm text-ink">
              {sale.contestMessage}
            </blockquote>
          )}
          {earlierReason && (
            <p className="text-sm">
              <span className="font-medium">Motivo da rejeição anterior:</span> {earlierReason}
            </p>
          )}
          <p className="text-xs text-muted">A próxima decisão é final: o cliente não pode contestar de novo.</p>
        </Section>
      )}
      {!sale.contestedAt && sale.rejectionReason && (
        <p className="rounded-xl bg-red-bg px-4 py-3 text-sm text-red-fg">Motivo: {sale.rejectionReason}</p>
      )}
    </div>
  );
}

interface PanelProps extends Omit<ContentProps, 'sale'> {
  sale: Sale | null;
  /** Beside the list (a desktop), or a drawer over it (phones and tablets). */
  side: boolean;
  onClose: () => void;
  /** The side panel's heading, focused when the panel is opened on purpose. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The review of the selected purchase: beside the list on a desktop (a labelled region that
 * follows the selection, so j/k flip through the queue), a dialog over it elsewhere.
 */
export function ReviewPanel({ sale, side, onClose, headingRef, ...props }: PanelProps) {
  const titleId = useId();
  const subtitle = sale && `${sale.client.name} · ${formatCurrency(sale.netValue)}`;
  if (!side)
    return (
      <Modal
        open={sale !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Revisar compra"
        description={subtitle}
        size="lg"
      >
        {sale && <ReviewContent sale={sale} {...props} />}
      </Modal>
    );
  if (!sale) return null;
  return (
    // A named region (not an <aside>: a complementary landmark may not sit inside <main>).
    <section
      id={REVIEW_PANEL_ID}
      aria-labelledby={titleId}
      className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold focus:outline-none focus-visible:outline-2"
          >
            Revisar compra
          </h2>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
        <IconButton icon={X} label="Fechar painel" onClick={onClose} className="-mr-2" />
      </div>
      <ReviewContent sale={sale} {...props} />
    </section>
  );
}
