import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pictureSizes } from '../testing/pictures';
import { PrizeGrid } from './prize-card';

const prizes = Array.from({ length: 6 }, (_, i) => {
  const stem = `/uploads/public/prizes/demo-${i + 1}`;
  return {
    id: `p${i}`,
    name: `Brinde ${i + 1}`,
    points: i + 1,
    imageUrl: `${stem}.webp`,
    image: pictureSizes(stem, 600, 600),
  };
});

function pictures(top: boolean) {
  render(
    <MemoryRouter>
      <PrizeGrid prizes={prizes} label="Benefícios" top={top} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((link) => link.querySelector('img')!);
}

describe('PrizeGrid', () => {
  it('offers each picture in the sizes of its grid slot, with its dimensions', () => {
    const [first] = pictures(false);
    expect(first!.getAttribute('srcset')).toBe(
      '/uploads/public/prizes/demo-1.w320.webp 320w, /uploads/public/prizes/demo-1.w480.webp 480w, /uploads/public/prizes/demo-1.webp 600w',
    );
    expect(first!.getAttribute('sizes')).toBe(
      '(min-width: 1152px) 258px, (min-width: 1024px) calc(25vw - 30px), (min-width: 768px) calc(33.33vw - 34px), (min-width: 640px) calc(50vw - 42px), calc(50vw - 28px)',
    );
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['600', '600']);
  });

  it('at the top of a page fetches the first row at once, the first picture first, and the rest lazily', () => {
    const loading = pictures(true).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('further down a page fetches every picture lazily', () => {
    expect(pictures(false).map((img) => img.getAttribute('loading'))).toEqual(Array(6).fill('lazy'));
  });
});
