import { formatPhoneMask, type PublicStore } from '@mall/shared';
import { Globe, MapPin, Phone } from 'lucide-react';
import { type ImageLoading, ResponsiveImg } from '../../../components/responsive-img';

/**
 * The photo's slot (measured) in the 72rem page (px-5, then px-8; gap-5): one column, two from
 * `sm`, three from `lg`, less the card's 1 px borders.
 */
const STORE_CARD_SIZES =
  '(min-width: 1152px) 347px, (min-width: 1024px) calc(33.33vw - 37px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 42px)';

function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Initials in a warm circle when the store has no photo yet. */
function Monogram({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w) && w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-soft">
      <span className="font-display text-2xl text-accent-strong">{initials || name.slice(0, 1).toUpperCase()}</span>
    </div>
  );
}

export function StoreCard({ store, loading }: { store: PublicStore; loading?: ImageLoading }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      {store.photoUrl && (
        <div className="aspect-[16/10] w-full overflow-hidden bg-sand">
          <ResponsiveImg
            src={store.photoUrl}
            image={store.photo}
            sizes={STORE_CARD_SIZES}
            aspect={{ width: 16, height: 10 }}
            alt=""
            loading={loading}
            className="size-full object-cover"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-center gap-4">
          {!store.photoUrl && <Monogram name={store.tradeName} />}
          <div className="min-w-0">
            {store.segment && (
              <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">{store.segment.name}</p>
            )}
            <h2 className="mt-1 text-2xl leading-tight font-semibold break-words">{store.tradeName}</h2>
          </div>
        </div>
        <ul className="mt-auto space-y-1.5 border-t border-line pt-4 text-sm text-muted">
          {store.complement && (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">Localização: </span>
                {store.complement}
              </span>
            </li>
          )}
          {store.phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a
                href={`tel:+55${store.phone}`}
                className="tap-target underline-offset-4 hover:text-ink hover:underline"
              >
                <span className="sr-only">Telefone: </span>
                {formatPhoneMask(store.phone)}
              </a>
            </li>
          )}
          {store.website && (
            <li className="flex min-w-0 items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0" />
              <a
                href={websiteHref(store.website)}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate underline-offset-4 hover:text-ink hover:underline"
              >
                {websiteLabel(store.website)}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </li>
  );
}
