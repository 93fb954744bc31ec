import { Link } from 'react-router';
import { BRAND } from '../../lib/brand';

/** The programme's name (BRAND) as the header's home link; the tag ("Admin") is part of its name. */
export function BrandMark({ to = '/', tag }: { to?: string; tag?: string }) {
  return (
    <Link
      to={to}
      className="tap-target group flex shrink-0 items-baseline gap-2"
      aria-label={`${BRAND}${tag ? ` ${tag}` : ''}, página inicial`}
    >
      <span className="font-display text-lg min-[400px]:text-xl leading-none font-semibold tracking-wide whitespace-nowrap sm:text-[1.7rem]">
        {/* On a phone "Clube" stands above the name, so the header fits 360 px with both buttons. */}
        <span className="mb-1 block font-sans text-[0.5em] font-semibold tracking-[0.2em] text-muted uppercase sm:mr-1 sm:mb-0 sm:inline sm:align-[0.15em]">
          Clube
        </span>
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
