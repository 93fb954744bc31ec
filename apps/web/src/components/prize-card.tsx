import type { Prize } from '@mall/shared';
import { Link } from 'react-router';
import { formatPoints } from '../lib/format';
import { GiftIcon } from './icons';
import { type ImageLoading, ResponsiveImg } from './responsive-img';

type CardPrize = Pick<Prize, 'id' | 'name' | 'points' | 'imageUrl' | 'image'> & { soldOut?: boolean };

/**
 * The picture's slot (measured) in the 72rem page (px-5, then px-8): two columns (gap-3, from
 * `sm` gap-4), three from `md`, four from `lg`, less the card's 1 px borders.
 */
export const PRIZE_GRID_SIZES =
  '(min-width: 1152px) 258px, (min-width: 1024px) calc(25vw - 30px), (min-width: 768px) calc(33.33vw - 34px), (min-width: 640px) calc(50vw - 42px), calc(50vw - 28px)';

/** A benefit in a grid: picture, name, points, "Esgotado"; opens /cliente/brinde/{id}. */
export function PrizeCard({ prize, loading }: { prize: CardPrize; loading?: ImageLoading }) {
  return (
    <Link
      to={`/cliente/brinde/${prize.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="relative flex aspect-square items-center justify-center overflow-hidden bg-sand">
        {prize.imageUrl ? (
          <ResponsiveImg
            src={prize.imageUrl}
            image={prize.image}
            sizes={PRIZE_GRID_SIZES}
            aspect={{ width: 1, height: 1 }}
            alt=""
            loading={loading}
            className={`size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none ${prize.soldOut ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <GiftIcon aria-hidden="true" className="size-10 text-muted" />
        )}
        {prize.soldOut && (
          <span className="absolute top-2 left-2 rounded-full bg-red-bg px-2.5 py-0.5 text-xs font-semibold text-red-fg">
            Esgotado
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <span className="line-clamp-2 text-sm font-medium text-ink sm:text-base">{prize.name}</span>
        <span className="mt-auto text-sm font-semibold text-accent-strong">{formatPoints(prize.points)}</span>
      </div>
    </Link>
  );
}

/** The number of cards in the widest first row. */
const FIRST_ROW = 4;

/**
 * `top`: the grid opens the page, so its first row is fetched at once (the first picture first: it
 * is the page's largest paint on a phone); otherwise every picture waits until it nears the screen.
 */
export function PrizeGrid({ prizes, label, top = false }: { prizes: CardPrize[]; label: string; top?: boolean }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {prizes.map((p, i) => (
        <li key={p.id}>
          <PrizeCard prize={p} loading={!top || i >= FIRST_ROW ? 'lazy' : i === 0 ? 'high' : 'eager'} />
        </li>
      ))}
    </ul>
  );
}
