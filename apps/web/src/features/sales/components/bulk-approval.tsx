import { BULK_BLOCKER_LABELS, type BulkBlocker, bulkBlocker, type Sale } from '@mall/shared';
import { CheckCheck, Info } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { ConfirmDialog, Modal, useConfirm } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { formatCurrency } from '../../../lib/format';
import { useBulkApproveSales } from '../api/bulk-approve-sales';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const named = (s: Sale) => `${s.client.name} (${formatCurrency(s.netValue)})`;

/** Why a row cannot be taken, in words; null when it can (the rule the server applies). */
const blockerOf = (sale: Sale): string | null => {
  const blocker = bulkBlocker(sale);
  return blocker && BULK_BLOCKER_LABELS[blocker];
};

export interface BulkSelection {
  selected: ReadonlySet<string>;
  /** The page's rows a bulk approval may take: pending, every check passed, no fraud signal. */
  eligible: Sale[];
  /** The page's pending rows it may not take, counted by why. */
  excluded: Map<BulkBlocker, number>;
  chosen: Sale[];
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
}

/**
 * The rows chosen for a bulk approval. Only eligible rows of the page can be chosen: a new page,
 * filter or refresh drops what it no longer shows as eligible.
 */
export function useBulkSelection(rows: Sale[]): BulkSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const eligible = useMemo(() => rows.filter((s) => bulkBlocker(s) === null), [rows]);
  const excluded = useMemo(() => {
    const counts = new Map<BulkBlocker, number>();
    for (const sale of rows) {
      const blocker = bulkBlocker(sale);
      if (blocker && blocker !== 'not_pending') counts.set(blocker, (counts.get(blocker) ?? 0) + 1);
    }
    return counts;
  }, [rows]);
  useEffect(() => {
    const ids = new Set(eligible.map((s) => s.id));
    setSelected((prev) => {
      const kept = [...prev].filter((id) => ids.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }, [eligible]);
  const chosen = eligible.filter((s) => selected.has(s.id));
  const all = eligible.length > 0 && chosen.length === eligible.length;
  return {
    selected,
    eligible,
    excluded,
    chosen,
    toggle: (id) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(all ? new Set() : new Set(eligible.map((s) => s.id))),
    clear: () => setSelected(new Set()),
  };
}

/** A row's checkbox: disabled, with why in its name and tooltip, when the row cannot be taken. */
export function BulkSelectCell({ sale, selection }: { sale: Sale; selection: BulkSelection }) {
  const blocker = blockerOf(sale);
  const label = blocker
    ? `Compra de ${sale.client.name} não pode ser aprovada em lote: ${blocker}`
    : `Selecionar compra de ${sale.client.name} para aprovar`;
  return (
    <label
      className={`-my-2.5 -ml-3 inline-flex size-11 shrink-0 items-center justify-center sm:size-9 sm:-my-1.5 ${blocker ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      title={blocker ? `Não pode ser aprovada em lote: ${blocker}` : undefined}
    >
      <input
        type="checkbox"
        className="size-4 accent-accent disabled:opacity-40"
        aria-label={label}
        checked={selection.selected.has(sale.id)}
        disabled={blocker !== null}
        onChange={() => selection.toggle(sale.id)}
      />
    </label>
  );
}

/**
 * What the page's pending purchases left out of a bulk approval are, and why: "2 compras não
 * entram na aprovação em lote: sinal de fraude (1), sem chave de acesso (1). Revise uma a uma."
 */
export function excludedText(excluded: ReadonlyMap<BulkBlocker, number>): string | null {
  const total = [...excluded.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const reasons = [...excluded].map(([blocker, n]) =>
    excluded.size === 1 ? BULK_BLOCKER_LABELS[blocker] : `${BULK_BLOCKER_LABELS[blocker]} (${n})`,
  );
  const subject = total === 1 ? '1 compra não entra' : `${total} compras não entram`;
  return `${subject} na aprovação em lote: ${reasons.join(', ')}. Revise uma a uma.`;
}

/**
 * "Aprovar selecionadas (N)": a confirmation, then POST /sales/bulk-approve with the chosen
 * ids. The server's message is the toast; the purchases it left as they were are listed with
 * its reasons; the selection is cleared and the list refreshed.
 */
export function BulkApproveBar({ selection }: { selection: BulkSelection }) {
  const id = useId();
  const approve = useBulkApproveSales();
  const confirming = useConfirm<Sale[]>();
  const [skipped, setSkipped] = useState<{ id: string; message: string }[]>([]);
  const [asked, setAsked] = useState<Sale[]>([]);
  const { chosen, eligible } = selection;
  const all = eligible.length > 0 && chosen.length === eligible.length;
  const left = excludedText(selection.excluded);

  const confirm = () => {
    const sales = confirming.target ?? [];
    setAsked(sales);
    approve.mutate(
      sales.map((s) => s.id),
      {
        onSuccess: (answer) => {
          confirming.close();
          selection.clear();
          setSkipped(answer.data.skipped);
        },
        // The API client toasted the server's message; the confirmation closes, the selection stays.
        onError: () => confirming.close(),
      },
    );
  };
  const byId = new Map(asked.map((s) => [s.id, s]));

  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">Aprovação em lote</legend>
        <label
          htmlFor={`${id}-all`}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9"
        >
          <input
            id={`${id}-all`}
            type="checkbox"
            className="size-4 accent-accent"
            aria-describedby={left ? `${id}-left` : undefined}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = chosen.length > 0 && !all;
            }}
            disabled={eligible.length === 0}
            onChange={selection.toggleAll}
          />
          Selecionar todas as aprovadas nesta página
        </label>
        <Button size="sm" disabled={chosen.length === 0} onClick={() => confirming.ask(chosen)}>
          <CheckCheck aria-hidden="true" className="size-4" /> Aprovar selecionadas ({chosen.length})
        </Button>
        {/* Read to assistive technology with "select all" from the start; shown once something is
            selected, so the list does not move down when its answer arrives. */}
        {left && (
          <p
            id={`${id}-left`}
            className={chosen.length > 0 ? 'flex basis-full items-start gap-2 text-sm text-muted' : 'sr-only'}
            data-testid="bulk-excluded"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {left}
          </p>
        )}
      </fieldset>
      <ConfirmDialog
        {...confirming.dialog}
        title="Aprovar selecionadas"
        confirmLabel={`Aprovar ${plural(confirming.target?.length ?? 0, 'compra', 'compras')}`}
        pending={approve.isPending}
        onConfirm={confirm}
      >
        <p>
          {plural(
            confirming.target?.length ?? 0,
            'compra selecionada será aprovada',
            'compras selecionadas serão aprovadas',
          )}{' '}
          uma a uma, cada uma com seu registro na auditoria e o e-mail ao cliente, como se aprovada sozinha. As que
          deixaram de estar em análise, de ter todas as verificações aprovadas ou passaram a ter sinal de fraude ficam
          como estão e são listadas em seguida.
        </p>
      </ConfirmDialog>
      <Modal
        open={skipped.length > 0}
        onOpenChange={(open) => !open && setSkipped([])}
        title="Compras não aprovadas"
        size="md"
      >
        <div className="space-y-5 text-sm">
          <p className="text-muted">
            {plural(skipped.length, 'compra ficou como estava', 'compras ficaram como estavam')}:
          </p>
          <ul className="list-disc space-y-1 pl-5" data-testid="bulk-skipped">
            {skipped.map((s) => {
              const sale = byId.get(s.id);
              return <li key={s.id}>{sale ? `${named(sale)}: ${s.message}` : s.message}</li>;
            })}
          </ul>
          <div className="flex justify-end">
            <Button onClick={() => setSkipped([])}>Concluir</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
