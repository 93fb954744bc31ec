import type { FiscalKey } from '@mall/shared';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues, useWatch } from 'react-hook-form';
import {
  caretAfter,
  charactersLeftText,
  FISCAL_KEY_TEXTS,
  type KeyStore,
  keyChars,
  keySummary,
  maskFiscalKey,
  readFiscalKeyInput,
} from '../lib/fiscal-key-input';
import { Field, inputClass } from './field';

interface FiscalKeyFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's text field holding the key as the mask shows it. */
  name: FieldPathByValue<T, string>;
  label?: string;
  hint?: string;
  /** The form's refusal (a key that is no key) or the server's (a key already used). */
  error?: string;
  /** The stores to name the key's store by its CNPJ; undefined until read (or when not known). */
  stores?: readonly KeyStore[];
  /** A key was just typed in full: the form fills in what it says and answers what to announce. */
  onRead?: (key: FiscalKey) => string[];
  /** What the form announces of a key it took from the receipt (its photo, the camera). */
  photoNotes?: readonly string[];
  /** Under the feedback: another way to fill the key (the camera). */
  children?: ReactNode;
}

/**
 * The receipt's access key, typed in groups of four. Under it: the characters left while typing,
 * then, at 44, the refusal or what the key says and what it filled in, in a live region.
 *
 * The staff's invoice sale form (features/sales) uses it too: this file and the mask half of
 * fiscal-key-reading.ts belong in src/components and src/lib (the store autofill stays here).
 */
export function FiscalKeyField<T extends FieldValues>({
  control,
  name,
  label = FISCAL_KEY_TEXTS.label,
  hint = FISCAL_KEY_TEXTS.hint,
  error,
  stores,
  onRead,
  photoNotes = [],
  children,
}: FiscalKeyFieldProps<T>) {
  const counterId = useId();
  const statusId = useId();
  // What typing the key filled in, for that key only: a key put in from elsewhere has its own notes.
  const [typed, setTyped] = useState<{ key: string; notes: string[] } | null>(null);
  const value = useWatch({ control, name }) as string;
  const reading = readFiscalKeyInput(value ?? '');
  const counting = reading.kind === 'typing' && !error;
  const notes = reading.kind === 'read' && typed?.key === reading.key.key ? typed.notes : [];

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Field label={label} hint={hint} error={error}>
        {(aria) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => {
              const change = (event: ChangeEvent<HTMLInputElement>) => {
                const input = event.target;
                let raw = input.value;
                let caret = input.selectionStart ?? raw.length;
                // Deleting a group's space removes nothing of the key: take the character beside it.
                if (keyChars(raw) === keyChars(field.value) && raw.length < field.value.length) {
                  const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
                  if (forward) raw = raw.slice(0, caret) + raw.slice(caret + 1);
                  else if (caret > 0) {
                    raw = raw.slice(0, caret - 1) + raw.slice(caret);
                    caret -= 1;
                  }
                }
                const next = maskFiscalKey(raw);
                field.onChange(next);
                const before = readFiscalKeyInput(field.value);
                const now = readFiscalKeyInput(next);
                if (now.kind !== 'read') setTyped(null);
                else if (before.kind !== 'read' || before.key.key !== now.key.key)
                  setTyped({ key: now.key.key, notes: onRead?.(now.key) ?? [] });
                // The mask rewrites the text: a caret in its middle stays after the same character.
                if (caret < raw.length) {
                  const at = caretAfter(keyChars(raw.slice(0, caret)).length);
                  requestAnimationFrame(() => {
                    if (document.activeElement === input) input.setSelectionRange(at, at);
                  });
                }
              };
              return (
                <input
                  {...aria}
                  aria-describedby={[aria['aria-describedby'], counting ? counterId : null, statusId]
                    .filter(Boolean)
                    .join(' ')}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={change}
                  onBlur={field.onBlur}
                  type="text"
                  // Letters may appear in the CNPJ part since July 2026: a full keyboard, in capitals.
                  inputMode="text"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  autoComplete="off"
                  spellCheck={false}
                  className={`${inputClass} tracking-wide tabular-nums`}
                />
              );
            }}
          />
        )}
      </Field>
      {reading.kind === 'typing' && !error && (
        <p id={counterId} className="text-xs text-muted">
          {charactersLeftText(reading.left)}
        </p>
      )}
      {/* The counter stays out of the live region: read on every keystroke, it would drown the outcome. */}
      <div id={statusId} role="status" className="space-y-0.5 text-xs" data-testid="fiscal-key-feedback">
        {reading.kind === 'typing' && reading.problem && <p className="font-medium text-danger">{reading.problem}</p>}
        {reading.kind === 'refused' && !error && <p className="font-medium text-danger">{reading.message}</p>}
        {reading.kind === 'read' && (
          <>
            <p className="font-medium text-green-fg">{keySummary(reading.key, stores)}</p>
            {[...photoNotes, ...notes].map((note) => (
              <p key={note} className="text-ink">
                {note}
              </p>
            ))}
          </>
        )}
      </div>
      {children}
    </div>
  );
}
