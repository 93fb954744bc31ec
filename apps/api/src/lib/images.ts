import { IMAGE_VARIANT_WIDTHS, type ImageVariant, type ResponsiveImage } from '@mall/shared';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Storage } from './storage';

/**
 * Responsive sizes of the public pictures (prize images, store photos). Each stored picture gets
 * WebP copies beside it, named after it: `public/images/<id>.jpg` has `public/images/<id>.w320.webp`,
 * `….w480.webp`… (only the widths narrower than the original, plus one at the original's width when
 * the original is not WebP) and a manifest `public/images/<id>.variants.json` with the original's
 * dimensions and the copies'. The manifest is written last: where it exists, the copies do.
 */

/** A public picture's URL: its storage key without the extension (the stem), and the extension. */
const PUBLIC_PICTURE_URL = /^\/uploads\/(public\/[A-Za-z0-9/_.-]+)\.(png|jpe?g|webp)$/i;
/** A copy's own URL, never taken for an original. */
const VARIANT_URL = /\.w\d+\.webp$/;
/** Bumped when the copies change (widths, quality): older manifests are then remade. */
export const VARIANTS_VERSION = 1;
const WEBP_QUALITY = 80;
/** The limit of the upload's re-encoding: a decompression bomb is refused here too. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface VariantsManifest {
  version: number;
  width: number;
  height: number;
  variants: { width: number; height: number }[];
}

export interface PictureKeys {
  /** The original's storage key (`public/images/<id>.jpg`). */
  key: string;
  /** The key without its extension: the copies' and the manifest's names start with it. */
  stem: string;
}

/** The keys behind a public picture's URL; null for anything else (a copy, a receipt, another site). */
export function pictureKeys(url: string | null | undefined): PictureKeys | null {
  if (!url || VARIANT_URL.test(url) || url.includes('..')) return null;
  const match = PUBLIC_PICTURE_URL.exec(url);
  if (!match) return null;
  return { key: `${match[1]}.${match[2]}`, stem: match[1]! };
}

export const variantKey = (stem: string, width: number) => `${stem}.w${width}.webp`;
export const manifestKey = (stem: string) => `${stem}.variants.json`;

/**
 * Makes the WebP copies of a picture and its manifest, and stores them beside it. Never enlarges;
 * a WebP original is itself the widest candidate, any other gets a WebP copy at its own width.
 */
export async function makeVariants(storage: Storage, keys: PictureKeys, original: Buffer): Promise<VariantsManifest> {
  const source = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  const meta = await source.metadata();
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  if (meta.format !== 'webp') widths.push(width);
  const variants: VariantsManifest['variants'] = [];
  for (const w of widths) {
    const { data, info } = await source
      .clone()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    await storage.put(variantKey(keys.stem, w), data);
    variants.push({ width: info.width, height: info.height });
  }
  const manifest: VariantsManifest = { version: VARIANTS_VERSION, width, height, variants };
  await storage.put(manifestKey(keys.stem), Buffer.from(JSON.stringify(manifest)));
  return manifest;
}

/** What the API answers for a picture whose manifest is known. */
export function responsiveImage(url: string, keys: PictureKeys, manifest: VariantsManifest): ResponsiveImage {
  const variants: ImageVariant[] = manifest.variants.map((v) => ({
    url: `/uploads/${variantKey(keys.stem, v.width)}`,
    width: v.width,
    height: v.height,
  }));
  const candidates = variants.some((v) => v.width >= manifest.width)
    ? variants
    : [...variants, { url, width: manifest.width }];
  return {
    width: manifest.width,
    height: manifest.height,
    variants,
    srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
  };
}

function readManifest(text: string): VariantsManifest | null {
  try {
    const m = JSON.parse(text) as Partial<VariantsManifest>;
    const valid =
      m.version === VARIANTS_VERSION &&
      Number.isInteger(m.width) &&
      Number.isInteger(m.height) &&
      Array.isArray(m.variants) &&
      m.variants.every((v) => Number.isInteger(v?.width) && Number.isInteger(v?.height));
    return valid ? (m as VariantsManifest) : null;
  } catch {
    return null;
  }
}

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}

/** How long a picture found missing or unreadable is not looked for again. */
const RETRY_MS = 60_000;
/** Pictures remembered per process (a mall has a few hundred at most). */
const MAX_REMEMBERED = 5_000;

type Known = { manifest: VariantsManifest } | { missingUntil: number };

/**
 * The API's view of the pictures' sizes, one per app. A stored picture's manifest never changes
 * (its key is new for every upload), so each is read once per process and remembered; answering
 * a list costs no storage read after the first. A picture without a manifest (stored before the
 * copies existed) gets its copies made in the background, and answers null meanwhile.
 */
export class PictureSizes {
  private readonly known = new Map<string, Known>();
  private readonly making = new Map<string, Promise<VariantsManifest | null>>();
  private closed = false;

  constructor(
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The sizes of each URL given (null where there are none); URLs may repeat or be null. */
  async describe(urls: readonly (string | null)[]): Promise<Map<string, ResponsiveImage | null>> {
    const distinct = [...new Set(urls.filter((u): u is string => Boolean(u)))];
    const answers = await Promise.all(distinct.map(async (url) => [url, await this.one(url)] as const));
    return new Map(answers);
  }

  /** Each record with the sizes of its picture URL under `field` (null without them). */
  async attach<T, F extends string>(
    records: readonly T[],
    urlOf: (record: T) => string | null,
    field: F,
  ): Promise<(T & Record<F, ResponsiveImage | null>)[]> {
    const sizes = await this.describe(records.map(urlOf));
    return records.map((r) => {
      const url = urlOf(r);
      return { ...r, [field]: url ? (sizes.get(url) ?? null) : null } as T & Record<F, ResponsiveImage | null>;
    });
  }

  /** The copies of a picture just stored: made at once, so its first answer already lists them. */
  async stored(url: string, body: Buffer): Promise<ResponsiveImage | null> {
    const keys = pictureKeys(url);
    if (!keys) return null;
    try {
      const manifest = await makeVariants(this.storage, keys, body);
      this.remember(keys.key, { manifest });
      return responsiveImage(url, keys, manifest);
    } catch (err) {
      // The picture itself is stored; its sizes are made again when it is next asked for.
      this.log.warn({ err, url }, 'could not make the picture sizes');
      return null;
    }
  }

  /**
   * Makes the copies of a picture that has none (or older ones) and waits for them; answers
   * whether it made any. The start-up backfill calls this for every picture in use.
   */
  async ensure(url: string): Promise<boolean> {
    const keys = pictureKeys(url);
    if (!keys || this.closed) return false;
    if (await this.manifestOf(keys)) return false;
    return (await this.make(url, keys)) !== null;
  }

  /** Waits for the copies being made, and makes no more: the app is closing. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.making.values()]);
  }

  /** Waits for the copies being made (tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.making.values()]);
  }

  private async one(url: string): Promise<ResponsiveImage | null> {
    const keys = pictureKeys(url);
    if (!keys) return null;
    const manifest = await this.manifestOf(keys);
    if (manifest) return responsiveImage(url, keys, manifest);
    if (!this.closed && !this.resting(keys.key)) void this.make(url, keys);
    return null;
  }

  /** A picture found missing or unreadable a moment ago. */
  private resting(key: string): boolean {
    const known = this.known.get(key);
    return known !== undefined && 'missingUntil' in known && known.missingUntil > Date.now();
  }

  private async manifestOf(keys: PictureKeys): Promise<VariantsManifest | null> {
    const known = this.known.get(keys.key);
    if (known && 'manifest' in known) return known.manifest;
    if (this.resting(keys.key)) return null;
    const text = await readAll(this.storage, manifestKey(keys.stem));
    const manifest = text ? readManifest(text.toString('utf8')) : null;
    if (manifest) this.remember(keys.key, { manifest });
    return manifest;
  }

  /** One making per picture at a time; a missing or unreadable original is not retried for a while. */
  private make(url: string, keys: PictureKeys): Promise<VariantsManifest | null> {
    const running = this.making.get(keys.key);
    if (running) return running;
    const job = (async () => {
      try {
        const original = await readAll(this.storage, keys.key);
        if (!original) {
          this.remember(keys.key, { missingUntil: Date.now() + RETRY_MS });
          return null;
        }
        const manifest = await makeVariants(this.storage, keys, original);
        this.remember(keys.key, { manifest });
        this.log.info({ url, variants: manifest.variants.length }, 'picture sizes made');
        return manifest;
      } catch (err) {
        this.log.warn({ err, url }, 'could not make the picture sizes');
        this.remember(keys.key, { missingUntil: Date.now() + RETRY_MS });
        return null;
      } finally {
        this.making.delete(keys.key);
      }
    })();
    this.making.set(keys.key, job);
    return job;
  }

  private remember(key: string, value: Known): void {
    if (this.known.size >= MAX_REMEMBERED && !this.known.has(key)) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(key, value);
  }
}
