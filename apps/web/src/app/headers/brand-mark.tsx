import { Link } from 'react-router';
import { BRAND } from '../../lib/brand';

export function BrandMark({ to = '/', tag }: { to?: string; tag?: string }) {
  return (
    <Link to={to} className="group flex shrink-0 items-baseline gap-2" aria-label={`${BRAND}, página inicial`}>
      <span className="font-display text-lg min-[400px]:text-xl leading-none font-semibold tracking-wide whitespace-nowrap sm:text-[1.7rem]">
        Decor <span className="text-accent">&amp;</span> Design
      </span>
      {tag && (
        <span className="hidden rounded-full bg-sand px-2 py-0.5 text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-muted sm:inline">
          {tag}
        </span>
      )}
    </Link>
  );
}
