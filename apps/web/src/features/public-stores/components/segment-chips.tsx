import type { Segment } from '@mall/shared';
import { Check, X } from 'lucide-react';

interface SegmentChipsProps {
  segments: Segment[];
  selected: string | null;
  onToggle: (id: string) => void;
  onClear: () => void;
}

/** Toggle buttons (aria-pressed): one segment at a time, "Limpar filtro" when one is chosen. */
export function SegmentChips({ segments, selected, onToggle, onClear }: SegmentChipsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {segments.map((s) => {
        const active = s.id === selected;
        return (
          <button
            key={s.id}
            type="button"
            aria-pressed={active}
            onClick={() => onToggle(s.id)}
            className={`tap-target inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors ${
              active
                ? 'border-accent bg-accent text-white'
                : 'border-line bg-surface text-ink hover:border-accent hover:text-accent-strong'
            }`}
          >
            {active && <Check aria-hidden="true" className="size-3.5" />}
            {s.name}
          </button>
        );
      })}
      {selected && (
        <button
          type="button"
          onClick={onClear}
          className="tap-target inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          <X aria-hidden="true" className="size-3.5" />
          Limpar filtro
        </button>
      )}
    </div>
  );
}
