import { Lock } from 'lucide-react';
import { Field, inputClass } from './field';

/** A value the user sees but may not change: dashed, shaded, no focus ring, marked "Travado". */
export const lockedInputClass = `${inputClass} cursor-not-allowed border-dashed bg-sand/60 pr-24 text-muted focus:border-line focus:ring-0`;

export function LockedField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="relative">
          <input {...control} readOnly aria-readonly="true" value={value} className={lockedInputClass} />
          <span className="pointer-events-none absolute top-1/2 right-3 inline-flex -translate-y-1/2 items-center gap-1 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-muted">
            <Lock aria-hidden="true" className="size-3" /> Travado
          </span>
        </div>
      )}
    </Field>
  );
}
