import type { Store } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { SearchInput } from '../../../components/search-input';
import { ServerErrors } from '../../../components/server-errors';
import { LoadingState } from '../../../components/states';
import { allPages } from '../../../lib/api/all-pages';
import { focusFirstInvalid } from '../../../lib/form-errors';
import { failureMessages, toastFailure } from '../../../lib/money-format';
import { currentYearMonth, MONTH_NAMES, yearOptions } from '../../../lib/period';
import { getStores } from '../../../lib/resources/stores/get-stores';
import { useProcessExtracts } from '../api/process-extracts';

export const PROCESS_FALLBACK = 'Erro ao processar extratos';
export const PROCESS_REQUIRED = 'Selecione pelo menos uma loja, o mês e o ano';

/** The month before `now` in São Paulo: the one a statement is usually processed for. */
export function previousMonth(now: Date = new Date()): { month: number; year: number } {
  const { month, year } = currentYearMonth(now);
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

/** Every store, page after page (inactive ones too: staff may name them, DECISIONS.md). */
function useAllStores(enabled: boolean) {
  return useQuery({
    queryKey: ['stores', 'process-choices'],
    queryFn: ({ signal }) => allPages((page, limit) => getStores({ page, limit, search: '' }, signal)),
    enabled,
  });
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The month processed, so the list can show it. */
  onProcessed: (period: { month: number; year: number }) => void;
}

/**
 * "Processar extrato" (DEDPREMIUM, SMART): which stores, month and year (SPEC §5). "Todas as lojas
 * com vendas no mês" (the default, `allStores`) makes no zero statement and leaves the closed ones
 * as they are; "Escolher lojas" (searchable, "Selecionar todas") makes each chosen store's
 * statement, a zero one when it sold nothing approved (DECISIONS.md). At least one store when
 * choosing, a month and a year. A refusal (a month not ended, a billed statement) is listed in the
 * dialog, the first message also as a toast.
 */
export function ProcessDialog({ open, onClose, onProcessed }: Props) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Processar extrato" size="lg">
      {open && <ProcessForm onClose={onClose} onProcessed={onProcessed} />}
    </Modal>
  );
}

function ProcessForm({ onClose, onProcessed }: Omit<Props, 'open'>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const stores = useAllStores(true);
  const process = useProcessExtracts();
  const initial = previousMonth();
  const [mode, setMode] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [month, setMonth] = useState(String(initial.month));
  const [year, setYear] = useState(String(initial.year));
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const all = stores.data ?? [];
  const shown = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase('pt-BR');
    return needle ? all.filter((s) => s.tradeName.toLocaleLowerCase('pt-BR').includes(needle)) : all;
  }, [all, text]);
  const allShownChosen = shown.length > 0 && shown.every((s) => chosen.has(s.id));
  const someShownChosen = shown.some((s) => chosen.has(s.id));

  const errors = {
    stores: tried && mode === 'chosen' && chosen.size === 0 ? 'Selecione pelo menos uma loja' : undefined,
    month: tried && !month ? 'Informe o mês' : undefined,
    year: tried && !year ? 'Informe o ano' : undefined,
  };

  const toggle = (storeId: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(storeId)) next.delete(storeId);
      else next.add(storeId);
      return next;
    });
  const toggleAll = () =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const s of shown) {
        if (allShownChosen) next.delete(s.id);
        else next.add(s.id);
      }
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerErrors([]);
    if ((mode === 'chosen' && chosen.size === 0) || !month || !year) {
      toastFailure([PROCESS_REQUIRED], 'process-required');
      focusFirstInvalid(formRef.current);
      return;
    }
    const period = { month: Number(month), year: Number(year) };
    try {
      await process.mutateAsync(mode === 'all' ? { allStores: true, ...period } : { storeIds: [...chosen], ...period });
      onProcessed(period);
      onClose();
    } catch (error) {
      const messages = failureMessages(error, PROCESS_FALLBACK);
      setServerErrors(messages);
      toastFailure(messages, 'process-failed');
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <ServerErrors messages={serverErrors} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Quais lojas</legend>
        <ModeOption
          name={`${id}-mode`}
          checked={mode === 'all'}
          onChange={() => setMode('all')}
          label="Todas as lojas com vendas no mês"
          hint="Lojas sem venda aprovada no mês ficam sem extrato; extratos com boleto ficam como estão."
        />
        <ModeOption
          name={`${id}-mode`}
          checked={mode === 'chosen'}
          onChange={() => setMode('chosen')}
          label="Escolher lojas"
          hint="Cada loja escolhida recebe seu extrato, zerado se não teve venda aprovada no mês."
        />
      </fieldset>
      {mode === 'chosen' && (
        <fieldset className="space-y-3" aria-describedby={errors.stores ? `${id}-stores-error` : undefined}>
          <legend className="mb-2 text-sm font-medium">
            Lojas <span className="text-muted">({chosen.size} selecionadas)</span>
          </legend>
          <SearchInput label="Filtrar lojas" placeholder="Nome da loja" value={text} onChange={setText} />
          {stores.isPending ? (
            <LoadingState label="Carregando lojas..." />
          ) : stores.isError ? (
            <p role="alert" className="text-sm text-danger">
              Erro ao carregar lojas{' '}
              <button type="button" className="tap-target underline" onClick={() => stores.refetch()}>
                Tentar novamente
              </button>
            </p>
          ) : (
            <StoreChecklist
              stores={shown}
              chosen={chosen}
              onToggle={toggle}
              all={{ checked: allShownChosen, mixed: someShownChosen && !allShownChosen, onToggle: toggleAll }}
              invalid={Boolean(errors.stores)}
            />
          )}
          {errors.stores && (
            <p id={`${id}-stores-error`} className="text-xs font-medium text-danger">
              {errors.stores}
            </p>
          )}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-4">
        <PeriodField id={`${id}-month`} label="Mês" error={errors.month} value={month} onChange={setMonth}>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </PeriodField>
        <PeriodField id={`${id}-year`} label="Ano" error={errors.year} value={year} onChange={setYear}>
          {yearOptions().map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </PeriodField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={process.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={process.isPending}>
          {process.isPending ? 'Processando...' : 'Processar'}
        </Button>
      </div>
    </form>
  );
}

function ModeOption({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border px-3 py-2.5 ${checked ? 'border-accent bg-sand/40' : 'border-line'}`}
    >
      <input
        id={`${hintId}-radio`}
        type="radio"
        name={name}
        className="mt-1 size-4 accent-accent"
        checked={checked}
        onChange={onChange}
        aria-describedby={hintId}
      />
      <div>
        <label htmlFor={`${hintId}-radio`} className="tap-target block cursor-pointer text-sm font-medium">
          {label}
        </label>
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

function StoreChecklist({
  stores,
  chosen,
  onToggle,
  all,
  invalid,
}: {
  stores: Store[];
  chosen: Set<string>;
  onToggle: (id: string) => void;
  all: { checked: boolean; mixed: boolean; onToggle: () => void };
  invalid: boolean;
}) {
  if (stores.length === 0) return <p className="text-sm text-muted">Nenhuma loja encontrada</p>;
  const row = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 hover:bg-sand/60';
  return (
    <div className={`rounded-xl border ${invalid ? 'border-danger' : 'border-line'}`}>
      <label className={`${row} border-b border-line font-medium`}>
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={all.checked}
          ref={(el) => {
            if (el) el.indeterminate = all.mixed;
          }}
          onChange={all.onToggle}
          aria-invalid={invalid || undefined}
        />
        Selecionar todas ({stores.length})
      </label>
      <ul aria-label="Lojas" className="max-h-64 overflow-y-auto p-1">
        {stores.map((s) => (
          <li key={s.id}>
            <label className={row}>
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={chosen.has(s.id)}
                onChange={() => onToggle(s.id)}
              />
              <span>
                {s.tradeName}
                {s.active ? '' : <span className="text-muted"> (inativa)</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PeriodField({
  id,
  label,
  error,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Selecione</option>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
