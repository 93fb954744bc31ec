import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pictureSizes } from '../testing/pictures';
import { ResponsiveImg } from './responsive-img';

const STEM = '/uploads/public/images/sala';
const SIZES = '(min-width: 1024px) 255px, calc(100vw - 42px)';

function attrs(img: HTMLElement) {
  return Object.fromEntries(
    ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding', 'fetchpriority'].map((a) => [
      a,
      img.getAttribute(a),
    ]),
  );
}

describe('ResponsiveImg', () => {
  it('offers the WebP sizes for the slot, with the picture dimensions, lazily below the fold', () => {
    const image = pictureSizes(STEM, 1500, 1000);
    render(
      <ResponsiveImg src={`${STEM}.webp`} image={image} sizes={SIZES} aspect={{ width: 4, height: 3 }} alt="Sala" />,
    );
    expect(attrs(screen.getByRole('img', { name: 'Sala' }))).toEqual({
      src: `${STEM}.webp`,
      srcset: `${STEM}.w320.webp 320w, ${STEM}.w480.webp 480w, ${STEM}.w640.webp 640w, ${STEM}.w960.webp 960w, ${STEM}.w1280.webp 1280w, ${STEM}.webp 1500w`,
      sizes: SIZES,
      width: '1500',
      height: '1000',
      loading: 'lazy',
      decoding: 'async',
      fetchpriority: null,
    });
  });

  it('fetches the page largest picture first and at once', () => {
    render(
      <ResponsiveImg
        src={`${STEM}.webp`}
        image={pictureSizes(STEM, 600, 600)}
        sizes={SIZES}
        aspect={{ width: 1, height: 1 }}
        alt="Vaso"
        loading="high"
      />,
    );
    const img = screen.getByRole('img', { name: 'Vaso' });
    expect(attrs(img)).toMatchObject({ loading: 'eager', fetchpriority: 'high', decoding: null });
  });

  it('loads an image above the fold at once, without jumping the queue', () => {
    render(
      <ResponsiveImg
        src="/x.webp"
        image={null}
        sizes={SIZES}
        aspect={{ width: 1, height: 1 }}
        alt="X"
        loading="eager"
      />,
    );
    expect(attrs(screen.getByRole('img', { name: 'X' }))).toMatchObject({ loading: 'eager', fetchpriority: null });
  });

  it('without sizes (a picture from elsewhere, or not made yet) offers the original in the slot proportions', () => {
    render(
      <ResponsiveImg
        src="/uploads/public/images/antiga.jpg"
        image={null}
        sizes={SIZES}
        aspect={{ width: 16, height: 10 }}
        alt="Fachada"
      />,
    );
    expect(attrs(screen.getByRole('img', { name: 'Fachada' }))).toMatchObject({
      src: '/uploads/public/images/antiga.jpg',
      srcset: null,
      sizes: null,
      width: '16',
      height: '10',
      loading: 'lazy',
    });
  });
});
