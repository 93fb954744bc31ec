import type { ResponsiveImage } from '@mall/shared';

/**
 * How an image is fetched: `lazy` below the fold (the default), `eager` above it, `high` for the
 * one image that is the page's largest paint (fetched first, decoded at once).
 */
export type ImageLoading = 'lazy' | 'eager' | 'high';

interface ResponsiveImgProps {
  /** The original (every browser can show it; the API's `imageUrl` / `photoUrl`). */
  src: string;
  /** Its sizes from the API; without them the original alone is offered. */
  image: ResponsiveImage | null | undefined;
  /** The slot's CSS width at each breakpoint, so the browser picks the narrowest size that fills it. */
  sizes: string;
  /** The slot's proportions, for `width`/`height` while the picture's own are unknown. */
  aspect: { width: number; height: number };
  alt: string;
  className?: string;
  loading?: ImageLoading;
}

/**
 * A public picture in a slot of fixed proportions: `srcset` from its WebP sizes, `sizes` from
 * the slot, explicit `width` and `height` (the space is reserved before it arrives). No zod and
 * no other import: it is part of the home page's first load.
 */
export function ResponsiveImg({ src, image, sizes, aspect, alt, className, loading = 'lazy' }: ResponsiveImgProps) {
  return (
    <img
      src={src}
      srcSet={image?.srcSet}
      sizes={image ? sizes : undefined}
      width={image?.width ?? aspect.width}
      height={image?.height ?? aspect.height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'high' ? undefined : 'async'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      className={className}
    />
  );
}
