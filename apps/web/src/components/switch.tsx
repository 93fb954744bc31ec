import type { ButtonHTMLAttributes } from 'react';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name, e.g. "Loja ativa: Casa Bela". */
  label: string;
  /** Visible text beside the track (optional). */
  text?: string;
}

/** An on/off toggle: a button with role="switch", so Space/Enter toggle it and readers announce its state. */
export function Switch({ checked, onCheckedChange, label, text, disabled, className = '', ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full text-sm sm:min-h-0 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-accent' : 'bg-line'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </span>
      {text && <span className="text-ink">{text}</span>}
    </button>
  );
}
