import type { BadgeTone } from '@mall/shared';
import type { ReactNode } from 'react';

/** SPEC §4: gold = pending analysis; green = approved/active/paid; red = rejected/canceled/inactive/expired/overdue. */
const tones: Record<BadgeTone, string> = {
  gold: 'bg-gold-bg text-gold-fg',
  green: 'bg-green-bg text-green-fg',
  red: 'bg-red-bg text-red-fg',
  neutral: 'bg-sand text-muted',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
