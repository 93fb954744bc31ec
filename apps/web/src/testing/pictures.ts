import type { ResponsiveImage } from '@mall/shared';

/** A picture's sizes as the API answers them for a stored `<stem>.webp` of `width` × `height`. */
export function pictureSizes(stem: string, width: number, height: number): ResponsiveImage {
  const variants = [320, 480, 640, 960, 1280]
    .filter((w) => w < width)
    .map((w) => ({ url: `${stem}.w${w}.webp`, width: w, height: Math.round((w * height) / width) }));
  return {
    width,
    height,
    variants,
    srcSet: [...variants.map((v) => `${v.url} ${v.width}w`), `${stem}.webp ${width}w`].join(', '),
  };
}
