import { useId } from 'react';

/**
 * A yes/no filter of a list, drawn like the list's other filter fields (a box of their height),
 * e.g. "Mostrar extratos zerados". Its value lives in the address like the other filters.
 */
export function FilterCheckbox({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-center gap-2 self-end rounded-xl border border-line bg-surface px-3 text-sm font-medium ${className}`}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-accent"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
