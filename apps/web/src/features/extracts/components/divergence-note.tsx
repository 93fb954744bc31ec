import type { Extract } from '@mall/shared';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatCurrency } from '../../../lib/format';
import { monthYear, signedCurrency } from '../../../lib/money-format';

type Divergence = NonNullable<Extract['divergence']>;

/** The later statements that took a difference of this one, each a link: "04/2026", "04/2026 e 05/2026". */
export function adjustedMonths(extract: Pick<Extract, 'carriedIn'>, link = true) {
  const lines = extract.carriedIn.filter((l) => l.kind === 'sales');
  return lines.map((l, i) => (
    <Fragment key={l.extractId}>
      {i > 0 && (i === lines.length - 1 ? ' e ' : ', ')}
      {link ? (
        <Link
          to={`/admin/extratos/financeiro/${l.extractId}`}
          className="tap-target font-semibold underline underline-offset-2"
        >
          {monthYear(l.month, l.year)}
        </Link>
      ) : (
        monthYear(l.month, l.year)
      )}
    </Fragment>
  ));
}

/**
 * What becomes of a divergence (DECISIONS.md, "Adjustments after a bill"): reprocess a statement
 * without a bill; a billed (or already carried) one is never reopened, its difference goes onto
 * the store's next statement; once taken it reads "ajustado no extrato de <mês>".
 */
function advice(d: Divergence, extract: Pick<Extract, 'carriedIn'>) {
  const pending = signedCurrency(d.pending.amountDue);
  return (
    <>
      {d.adjusted && (
        <p className="mt-3">
          Diferença de {signedCurrency(d.adjusted.amountDue)} ajustada no extrato de {adjustedMonths(extract)}.
        </p>
      )}
      {d.settlement === 'next_statement' && (
        <p className="mt-3">
          O boleto deste mês não é reaberto: {d.adjusted ? 'o restante, ' : 'a diferença de '}
          <strong className="tabular-nums">{pending}</strong>, irá para o próximo extrato processado da loja, como
          ajuste deste mês com as vendas que o explicam.
          {d.reopenable &&
            ' Para corrigir este mês em vez disso, um administrador pode cancelar o boleto (ainda não pago) e reprocessar o extrato antes disso.'}
        </p>
      )}
      {d.settlement === 'reprocess' && (
        <p className="mt-3">O extrato não muda sozinho: reprocesse-o para que ele inclua a diferença de {pending}.</p>
      )}
    </>
  );
}

/** A statement's divergence on its page: the figures now, and what becomes of the difference. */
export function DivergenceNote({ extract }: { extract: Pick<Extract, 'divergence' | 'carriedIn'> }) {
  const d = extract.divergence;
  if (!d) return null;
  const settled = d.settlement === 'settled';
  return (
    <div
      role="note"
      aria-label={settled ? 'Divergência ajustada' : 'Divergência'}
      className={`rounded-2xl border px-5 py-4 text-sm ${settled ? 'border-line bg-surface text-ink' : 'border-red-fg/30 bg-red-bg text-red-fg'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {settled ? (
          <>
            <CheckCircle2 aria-hidden="true" className="size-4 text-accent-strong" /> Divergência ajustada no extrato de{' '}
            {adjustedMonths(extract, false)}
          </>
        ) : (
          <>
            <AlertTriangle aria-hidden="true" className="size-4" /> Divergência: as vendas mudaram desde o processamento
          </>
        )}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Fact label="Vendas alteradas" value={String(d.changedSales)} />
        <Fact
          label="Total de vendas hoje"
          value={`${formatCurrency(d.currentTotalSales)} (${signedCurrency(d.difference)})`}
        />
        <Fact
          label="Valor devido hoje"
          value={`${formatCurrency(d.currentAmountDue)} (${signedCurrency(d.amountDueDifference)})`}
        />
      </dl>
      {advice(d, extract)}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
