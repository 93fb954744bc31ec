import { z } from 'zod';

/**
 * Widths (CSS pixels at 1x) of the WebP copies made of every public picture when it is stored,
 * each only when narrower than the original: a picture is never enlarged. 320 and 480 serve the
 * cards on phones and desktops at 1x, 640 and 960 the same at 2x, 1280 the prize page at 2x and
 * phones at 3x.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;

export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A public picture's sizes for `<img srcset>`: the original's dimensions (for `width`/`height`,
 * so the page reserves its space) and its WebP copies, narrowest first. `srcSet` lists the copies
 * and, when no copy is as wide as it, the original itself.
 */
export const responsiveImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  srcSet: z.string(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
export type ImageVariant = z.infer<typeof imageVariantSchema>;
