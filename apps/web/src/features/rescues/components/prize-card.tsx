import type { Prize } from '@mall/shared';
import { Link } from 'react-router';
import { GiftIcon } from '../../../components/icons';
import { formatPoints } from '../../../lib/format';

type CardPrize = Pick<Prize, 'id' | 'name' | 'points' | 'imageUrl'> & { soldOut?: boolean };

/** A benefit in a grid: picture, name, points, "Esgotado"; opens /cliente/brinde/{id}. */
export function PrizeCard({ prize }: { prize: CardPrize }) {
  return (
    <Link
      to={`/cliente/brinde/${prize.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="relative flex aspect-square items-center justify-center overflow-hidden bg-sand">
        {prize.imageUrl ? (
          <img
            src={prize.imageUrl}
            alt=""
            loading="lazy"
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

export function PrizeGrid({ prizes, label }: { prizes: CardPrize[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {prizes.map((p) => (
        <li key={p.id}>
          <PrizeCard prize={p} />
        </li>
      ))}
    </ul>
  );
}
