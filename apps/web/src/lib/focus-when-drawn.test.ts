import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenDrawn } from './focus-when-drawn';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

/** A focusable block named `name`, drawn now. */
const draw = (name: string) => {
  const block = document.createElement('div');
  block.tabIndex = -1;
  block.dataset.target = name;
  document.body.append(block);
  return block;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusWhenDrawn', () => {
  it('focuses what it names when it is drawn several frames later', async () => {
    focusWhenDrawn('[data-target="a"]');
    await frames(6);
    const target = draw('a');
    await frames(3);
    expect(document.activeElement).toBe(target);
  });

  it('leaves the frame after the call alone, and gives up after its frames', async () => {
    const other = document.createElement('button');
    document.body.append(other);
    const target = draw('b');
    focusWhenDrawn('[data-target="b"]', 2);
    other.focus();
    await frames(1);
    expect(document.activeElement).toBe(other);
    await frames(2);
    expect(document.activeElement).toBe(target);

    target.remove();
    other.focus();
    focusWhenDrawn('[data-target="c"]', 2);
    await frames(5);
    draw('c');
    await frames(3);
    expect(document.activeElement).toBe(other);
  });
});
