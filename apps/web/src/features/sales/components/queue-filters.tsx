import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClass } from '../../../components/field';
import type { ReviewQueueParams } from '../../../lib/resources/sales/keys';

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

/** How many of the queue's filters are in use (the oldest first counts as one). */
const activeFilters = (value: ReviewQueueParams) =>
  [value.checks, value.contested, value.signals, value.late, value.sort === 'oldest' ? 'oldest' : ''].filter(Boolean)
    .length;

/**
 * The review queue's filters (reviewers): checks, contested, fraud signals (where the page keeps
 * them in the address), late and the order.
 */
export function QueueFilters({ value, onChange }: Props) {
  const id = useId();
  const signals = value.signals;
  const active = activeFilters(value);
  const [open, setOpen] = useState(active > 0);
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
          // A column's header sorts the list: the select says so rather than show another order.
          ...(value.sort === 'newest' || value.sort === 'oldest'
            ? []
            : [[value.sort, 'Pela coluna escolhida'] as [ReviewQueueParams['sort'], string]]),
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
  // On a phone the queue's filters fold away, so the first purchases show without scrolling; they
  // start open when one is in use. The fold is drawn by CSS alone (the button and the closed grid
  // only below `sm`): the page comes drawn at build, which cannot know the screen's width, and a
  // fold decided once the code runs would move the list below it.
  return (
    <div className="rounded-xl border border-line bg-surface px-3 py-2 sm:contents">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-grid`}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full cursor-pointer items-center gap-2 text-left text-sm font-medium sm:hidden"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`}
        />
        {active > 0 ? `Filtros da fila (${active} em uso)` : 'Filtros da fila'}
      </button>
      <div id={`${id}-grid`} className={open ? 'pt-2 pb-1 sm:p-0' : 'hidden sm:block'}>
        {grid}
      </div>
    </div>
  );
}
