import { CLIENT_PICK_MIN_SEARCH, type ClientPick, formatCpf, onlyDigits } from '@mall/shared';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { inputClass } from '../../../components/field';
import { useOutsideClick } from '../../../components/use-outside-click';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClientSearch } from '../api/search-clients';

export interface PickedClient {
  id: string;
  name: string;
  cpf: string;
}

interface Props {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  error?: string;
}

/** A typed CPF ("123.456.789-0") is searched by its digits; a name as typed. */
export function clientSearchTerm(text: string): string {
  const trimmed = text.trim();
  return /^[\d.\-\s]+$/.test(trimmed) ? onlyDigits(trimmed) : trimmed;
}

/** A CPF as the server sent it: store staff receive it masked ("***.456.789-**"), shown as is. */
export function displayCpf(cpf: string): string {
  return cpf.includes('*') ? cpf : formatCpf(cpf);
}

/**
 * The customer of an invoice sale, found by name or CPF (SPEC §2): a combobox whose list
 * (max height 240px) is filled by GET /clients after 300 ms without typing, from the third
 * character on (the server refuses shorter searches to store staff).
 */
export function ClientPicker({ value, onChange, error }: Props) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(clientSearchTerm(text));
  const query = useClientSearch(term);
  const searchable = term.length >= CLIENT_PICK_MIN_SEARCH;
  const results: ClientPick[] = searchable ? (query.data ?? []) : [];
  useOutsideClick(rootRef, open, () => setOpen(false));

  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  const choose = (c: ClientPick) => {
    onChange({ id: c.id, name: c.name, cpf: c.cpf });
    setText('');
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(results.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && results[active]) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">
          Cliente
          <span aria-hidden="true" className="text-accent">
            {' '}
            *
          </span>
        </span>
        <div className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-accent/40 bg-sand/40 px-3.5 py-2">
          <div className="min-w-0" data-testid="picked-client">
            <p className="truncate text-sm font-medium text-ink">{value.name}</p>
            <p className="text-xs text-muted tabular-nums">CPF {displayCpf(value.cpf)}</p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm text-muted hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" /> Trocar cliente
          </button>
        </div>
      </div>
    );
  }

  const showList = open && term.length > 0;
  return (
    <div ref={rootRef} className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Cliente (CPF ou nome)
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && results[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          placeholder="Digite o CPF ou o nome do cliente"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-10`}
        />
      </div>
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label="Clientes encontrados"
          className="absolute top-full z-30 mt-1 max-h-[240px] w-full overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {!searchable ? (
            <p className="px-3 py-2 text-sm text-muted">
              Digite pelo menos {CLIENT_PICK_MIN_SEARCH} caracteres do nome ou do CPF
            </p>
          ) : query.isFetching && results.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">Carregando...</p>
          ) : results.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">Nenhum cliente encontrado</p>
          ) : (
            results.map((c, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the keys (aria-activedescendant)
              <div
                key={c.id}
                tabIndex={-1}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
                onMouseEnter={() => setActive(i)}
                className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${i === active ? 'bg-sand text-ink' : 'text-ink'}`}
              >
                <span className="font-medium">{c.name}</span>
                <span className="ml-2 text-xs text-muted tabular-nums">{displayCpf(c.cpf)}</span>
              </div>
            ))
          )}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
