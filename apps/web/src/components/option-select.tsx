import type { Ref, SelectHTMLAttributes } from 'react';
import { inputClass } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'defaultValue'> {
  ref?: Ref<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[] | undefined;
  /** The empty choice ("Selecione uma loja"); none when the field always holds a value. */
  placeholder?: string;
  /** True while the options load: the select waits, still showing the chosen value. */
  loading?: boolean;
  /** How to name the chosen value when the option list does not hold it (e.g. the record's store name). */
  currentLabel?: string;
}

/**
 * A controlled select over options that load on their own: what it shows is always the value
 * the form holds and will save, whatever order the record and the options arrive in. A value
 * missing from the list (still loading, or beyond the first page) stays as its own option.
 */
export function OptionSelect({
  value,
  onChange,
  options,
  placeholder,
  loading = false,
  currentLabel,
  className = inputClass,
  disabled,
  ...rest
}: OptionSelectProps) {
  const list = options ?? [];
  const missing = value !== '' && !list.some((o) => o.value === value);
  return (
    <select
      {...rest}
      className={className}
      value={value}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      {(placeholder !== undefined || value === '') && (
        <option value="">{loading ? 'Carregando...' : (placeholder ?? '')}</option>
      )}
      {missing && <option value={value}>{currentLabel ?? (loading ? 'Carregando...' : 'Opção atual')}</option>}
      {list.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
