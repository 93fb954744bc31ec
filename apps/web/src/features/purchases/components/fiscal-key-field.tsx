import type { FiscalKey } from '@mall/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { Field, inputClass } from '../../../components/field';
import type { StoreOption } from '../api/get-store-options';
import {
  caretAfter,
  charactersLeftText,
  FISCAL_KEY_TEXTS,
  keyChars,
  keySummary,
  maskFiscalKey,
  readFiscalKeyInput,
} from './fiscal-key-reading';
import type { PurchaseFormValues } from './purchase-form-schema';

interface FiscalKeyFieldProps {
  control: Control<PurchaseFormValues>;
  /** The form's refusal (a key that is no key) or the server's (a key already used). */
  error?: string;
  /** The participating stores, to name the key's store; undefined until read. */
  stores: readonly StoreOption[] | undefined;
  /** A key was just read: the form fills in what it says and answers what to announce. */
  onRead: (key: FiscalKey) => string[];
  /** What the form announces of the key it took from the receipt photo. */
  photoNotes?: readonly string[];
}

/**
 * The receipt's access key, typed in groups of four. Under it: the characters left while typing,
 * then, at 44, the refusal or what the key says and what it filled in, in a live region.
 */
export function FiscalKeyField({ control, error, stores, onRead, photoNotes = [] }: FiscalKeyFieldProps) {
  const counterId = useId();
  const statusId = useId();
  const [notes, setNotes] = useState<string[]>([]);
  const value = useWatch({ control, name: 'fiscalKey' });
  const reading = readFiscalKeyInput(value);
  const counting = reading.kind === 'typing' && !error;

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Field label={FISCAL_KEY_TEXTS.label} hint={FISCAL_KEY_TEXTS.hint} error={error}>
        {(aria) => (
          <Controller
            control={control}
            name="fiscalKey"
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
                if (now.kind !== 'read') setNotes([]);
                else if (before.kind !== 'read' || before.key.key !== now.key.key) setNotes(onRead(now.key));
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
        {reading.kind === 'doubtful' && (
          <p className="font-medium text-gold-fg">
            {reading.message}: confira a chave. Se estiver igual à do cupom, registre assim mesmo: a equipe vai
            conferir.
          </p>
        )}
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
    </div>
  );
}
