import type { InputHTMLAttributes } from 'react';
import { formatCentsInput, parseCentsInput } from '../lib/money';
import { inputClass } from './field';

interface CurrencyInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** Integer cents; null while empty. */
  value: number | null;
  onChange?: (cents: number | null) => void;
}

/**
 * A money field masked as Brazilian currency (SPEC §5): digits fill from the right, as on a
 * cash register, so "123456" reads "1.234,56". The value is integer cents.
 */
export function CurrencyInput({ value, onChange, className = '', readOnly, ...rest }: CurrencyInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-muted"
      >
        R$
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0,00"
        {...rest}
        readOnly={readOnly}
        value={formatCentsInput(value)}
        onChange={(e) => onChange?.(parseCentsInput(e.target.value))}
        className={`${inputClass} pl-10 tabular-nums ${readOnly ? 'bg-sand/40' : ''} ${className}`}
      />
    </div>
  );
}
