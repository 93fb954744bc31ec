import type { FactoryOpts } from 'imask';
import { type InputHTMLAttributes, useEffect } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIMask } from 'react-imask';
import { type FieldControlProps, inputClass } from './field';

export type MaskKind = 'cpf' | 'cep' | 'phone' | 'cnpj' | 'date';

/** SPEC §5 masks. The stored value stays masked text; callers strip it with onlyDigits at the edge. */
const MASKS: Record<MaskKind, FactoryOpts> = {
  cpf: { mask: '000.000.000-00' },
  cep: { mask: '00000-000' },
  // Landlines have 8 digits, mobiles 9: the dynamic mask picks by length.
  phone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  // Alphanumeric CNPJ (in force since July 2026): letters allowed except in the check digits.
  cnpj: {
    mask: '##.###.###/####-00',
    definitions: { '#': /[0-9A-Za-z]/ },
    prepareChar: (c: string) => c.toUpperCase(),
  },
  date: { mask: '00/00/0000' },
};

const INPUT_MODE: Record<MaskKind, InputHTMLAttributes<HTMLInputElement>['inputMode']> = {
  cpf: 'numeric',
  cep: 'numeric',
  phone: 'tel',
  cnpj: 'text',
  date: 'numeric',
};

export const MASK_PLACEHOLDERS: Record<MaskKind, string> = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  phone: '(00) 00000-0000',
  cnpj: '00.000.000/0000-00',
  date: 'DD/MM/AAAA',
};

interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> {
  mask: MaskKind;
  value: string;
  onChange: (value: string) => void;
}

export function MaskedInput({ mask, value, onChange, placeholder, ...rest }: MaskedInputProps) {
  const {
    ref,
    setValue,
    value: shown,
  } = useIMask<HTMLInputElement>(MASKS[mask], {
    onAccept: (next) => onChange(next),
  });
  // Keep the mask in step with the form when the value changes from outside (reset, prefill).
  useEffect(() => {
    if ((value ?? '') !== shown) setValue(value ?? '');
  }, [value, shown, setValue]);

  return (
    <input
      ref={ref}
      inputMode={INPUT_MODE[mask]}
      placeholder={placeholder ?? MASK_PLACEHOLDERS[mask]}
      autoComplete="off"
      {...rest}
    />
  );
}

/**
 * A masked input bound to a react-hook-form field, as a `Field`'s render-prop child (Field gives
 * the id and the aria attributes). `onBlur` runs after the form has seen the blur (the CEP lookup).
 */
export function maskedControl<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
  mask: MaskKind,
  { onBlur, autoComplete }: { onBlur?: () => void; autoComplete?: string } = {},
) {
  return function renderMasked(aria: FieldControlProps) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MaskedInput
            {...aria}
            mask={mask}
            className={inputClass}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              onBlur?.();
            }}
            autoComplete={autoComplete}
          />
        )}
      />
    );
  };
}
