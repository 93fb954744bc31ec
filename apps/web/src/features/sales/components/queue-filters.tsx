import { useId } from 'react';
import { inputClass } from '../../../components/field';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { ReviewQueueParams } from '../api/keys';

interface Props {
  value: ReviewQueueParams;
  onChange: (change: Partial<ReviewQueueParams>) => void;
}

function Select<K extends keyof ReviewQueueParams>(props: {
  id: string;
  label: string;
  name: K;
  value: ReviewQueueParams[K];
  options: [ReviewQueueParams[K], string][];
  onChange: Props['onChange'];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={inputClass}
        value={props.value}
        onChange={(e) => props.onChange({ [props.name]: e.target.value } as Partial<ReviewQueueParams>)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The review queue's filters (reviewers): checks, contested, fraud signals (where the page keeps
 * them in the address), late and the order.
 */
export function QueueFilters({ value, onChange }: Props) {
  const id = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const signals = value.signals;
  const columns =
    signals === undefined ? 'lg:grid-cols-[1.4fr_1fr_1.4fr_1fr]' : 'lg:grid-cols-[1.3fr_1fr_1.4fr_1.3fr_1fr]';
  const grid = (
    <div className={`grid grid-cols-2 items-end gap-3 sm:gap-4 ${columns}`}>
      <Select
        id={`${id}-checks`}
        label="Verificações"
        name="checks"
        value={value.checks}
        options={[
          ['', 'Todas'],
          ['passed', 'Todas aprovadas'],
          ['attention', 'Precisam de atenção'],
        ]}
        onChange={onChange}
      />
      <Select
        id={`${id}-contested`}
        label="Contestadas"
        name="contested"
        value={value.contested}
        options={[
          ['', 'Todas'],
          ['true', 'Só contestadas'],
          ['false', 'Sem contestação'],
        ]}
        onChange={onChange}
      />
      {signals !== undefined && (
        <Select
          id={`${id}-signals`}
          label="Sinais de fraude"
          name="signals"
          value={signals}
          options={[
            ['', 'Todas'],
            ['true', 'Tentadas em outras contas'],
            ['false', 'Sem tentativas em outras contas'],
          ]}
          onChange={onChange}
        />
      )}
      <Select
        id={`${id}-sort`}
        label="Ordem"
        name="sort"
        value={value.sort}
        options={[
          ['newest', 'Mais recentes primeiro'],
          ['oldest', 'Mais antigas primeiro'],
        ]}
        onChange={onChange}
      />
      <label
        htmlFor={`${id}-late`}
        className="flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium"
      >
        <input
          id={`${id}-late`}
          type="checkbox"
          className="size-4 accent-accent"
          checked={value.late === 'true'}
          onChange={(e) => onChange({ late: e.target.checked ? 'true' : '' })}
        />
        Fora do prazo
      </label>
    </div>
  );
  if (!phone) return grid;
  // On a phone the queue's filters fold away, so the first purchases show without scrolling; they
  // open by themselves when one is in use.
  const active = [value.checks, value.contested, signals, value.late, value.sort === 'oldest' ? 'oldest' : ''].filter(
    Boolean,
  ).length;
  return (
    <details open={active > 0} className="rounded-xl border border-line bg-surface px-3 py-2">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
        {active > 0 ? `Filtros da fila (${active} em uso)` : 'Filtros da fila'}
      </summary>
      <div className="pt-2 pb-1">{grid}</div>
    </details>
  );
}
