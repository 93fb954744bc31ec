import { MAX_FEATURED_PRIZES } from '@mall/shared';
import { Link } from 'react-router';
import type { FeaturedConflict } from './prize-form-schema';

/** SPEC §8: the server's message in red, with the prizes already featured (limit 4). */
export function FeaturedConflictBanner({ conflict }: { conflict: FeaturedConflict }) {
  return (
    <div role="alert" data-testid="featured-conflict" className="rounded-xl bg-red-bg px-4 py-4 text-sm text-red-fg">
      <p className="font-semibold">{conflict.message}</p>
      {conflict.featuredPrizes.length > 0 && (
        <>
          <p className="mt-2">
            Brindes em destaque ({conflict.featuredPrizes.length} de {MAX_FEATURED_PRIZES}):
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {conflict.featuredPrizes.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/brindes/${p.id}`} className="underline underline-offset-2 hover:text-danger">
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
