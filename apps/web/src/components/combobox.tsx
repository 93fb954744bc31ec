import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { inputClass } from './field';
import type { SelectOption } from './option-select';

export interface ComboboxProps {
  /** Wired by `Field` (or given by the caller with its own label). */
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  value: string;
  onChange: (value: string) => void;
  /** The results for the typed text (the caller's server search, or every option to filter here). */
  options: SelectOption[];
  /**
   * The typed text, for a server search: the caller queries with it and passes the results as
   * `options`. Without it, the options are filtered here by the typed text.
   */
  onSearch?: (text: string) => void;
  /** The chosen value's name when the results do not hold it (e.g. the record's store). */
  selectedLabel?: string;
  /** A choice of '' at the top: "Todas as lojas" in a filter. */
  allLabel?: string;
  /** Shown in the box when nothing is chosen, e.g. "Selecione uma loja". */
  placeholder?: string;
  /** When no result matches, e.g. "Nenhuma loja encontrada". */
  emptyText: string;
  /** The listbox's accessible name, e.g. "Lojas". */
  listLabel: string;
  loading?: boolean;
  disabled?: boolean;
  /** A line under the results, e.g. that more match than are shown. */
  footer?: ReactNode;
  /**
   * The pointer reached the box or it took the focus: a caller that fetches its options only when
   * someone is about to look at them starts then.
   */
  onApproach?: () => void;
  'data-testid'?: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A searchable single choice (the ARIA 1.2 select-only combobox with a text box): typing
 * searches, the arrows move through the results, Enter chooses, Escape closes and restores the
 * chosen name. Options are 44 px tall. The box shows the chosen value's name even when the
 * current results do not hold it; `data-value` carries the value itself.
 */
export function Combobox({
  value,
  onChange,
  options,
  onSearch,
  selectedLabel,
  allLabel,
  placeholder,
  emptyText,
  listLabel,
  loading = false,
  disabled = false,
  footer,
  onApproach,
  id: givenId,
  ...aria
}: ComboboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  // Names of values met in earlier results, so a choice keeps its name after the results move on.
  const seen = useRef(new Map<string, string>());
  for (const o of options) seen.current.set(o.value, o.label);

  const chosenLabel =
    value === ''
      ? (allLabel ?? '')
      : (options.find((o) => o.value === value)?.label ?? seen.current.get(value) ?? selectedLabel ?? '');
  const typed = text.trim();
  const matches = onSearch || typed === '' ? options : options.filter((o) => fold(o.label).includes(fold(typed)));
  const choices: SelectOption[] =
    allLabel !== undefined && typed === '' ? [{ value: '', label: allLabel }, ...matches] : matches;

  const search = (next: string) => {
    setText(next);
    setActive(0);
    setOpen(true);
    onSearch?.(next.trim());
  };
  const close = () => {
    setOpen(false);
    if (text !== '') {
      setText('');
      onSearch?.('');
    }
  };
  const choose = (option: SelectOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((a) => Math.min(a + 1, Math.max(choices.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Home' && open) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && open) {
      e.preventDefault();
      setActive(Math.max(choices.length - 1, 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = choices[active];
      if (option) choose(option);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      close();
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div ref={rootRef} className="relative">
      <input
        {...aria}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && choices[active] ? optionId(active) : undefined}
        aria-busy={loading || undefined}
        data-value={value}
        disabled={disabled}
        placeholder={loading && value === '' ? 'Carregando...' : placeholder}
        value={open ? text : chosenLabel}
        onChange={(e) => search(e.target.value)}
        onPointerEnter={onApproach}
        onFocus={() => {
          onApproach?.();
          setOpen(true);
        }}
        // Options keep the focus in the box (their mousedown is prevented): leaving it closes the list.
        onBlur={(e) => {
          if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`${inputClass} pr-10`}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute top-full z-30 mt-1 max-h-[264px] w-full overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {loading && choices.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted">Carregando...</p>
          ) : choices.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted">{emptyText}</p>
          ) : (
            choices.map((o, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the keys (aria-activedescendant)
              <div
                key={o.value || '(all)'}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={o.value === value}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                onMouseEnter={() => setActive(i)}
                className={`flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink ${i === active ? 'bg-sand' : ''} ${o.value === value ? 'font-medium' : ''}`}
              >
                {o.label}
              </div>
            ))
          )}
          {footer && <p className="border-t border-line px-3 pt-2 pb-1 text-xs text-muted">{footer}</p>}
        </div>
      )}
    </div>
  );
}
