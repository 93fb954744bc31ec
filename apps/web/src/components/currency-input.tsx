import { type InputHTMLAttributes, useState } from 'react';
import { formatCentsInput, parseCentsInput, sanitizeMoneyTyping } from '../lib/money';
import { inputClass } from './field';

interface CurrencyInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** Integer cents; null while empty. */
  value: number | null;
  onChange?: (cents: number | null) => void;
}

/**
 * A money field in Brazilian reais (SPEC §5): what is typed reads as money, the comma being the
 * decimal separator, so "4000" is R$ 4.000,00, "4000,5" is R$ 4.000,50 and a pasted "4.000,00"
 * stays R$ 4.000,00. The text stays as typed while the field has focus and is written out in
 * full ("4.000,00") when it loses it. The value is integer cents.
 */
export function CurrencyInput({
  value,
  onChange,
  className = '',
  readOnly,
  onBlur,
  onFocus,
  ...rest
}: CurrencyInputProps) {
  /** The text being typed; null when the field shows the formatted value. */
  const [typing, setTyping] = useState<string | null>(null);
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
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        {...rest}
        readOnly={readOnly}
        value={typing ?? formatCentsInput(value)}
        onFocus={(e) => {
          if (!readOnly) setTyping(formatCentsInput(value));
          onFocus?.(e);
        }}
        onChange={(e) => {
          const text = sanitizeMoneyTyping(e.target.value);
          setTyping(text);
          onChange?.(parseCentsInput(text));
        }}
        onBlur={(e) => {
          setTyping(null);
          onBlur?.(e);
        }}
        className={`${inputClass} pl-10 tabular-nums ${readOnly ? 'bg-sand/40' : ''} ${className}`}
      />
    </div>
  );
}
