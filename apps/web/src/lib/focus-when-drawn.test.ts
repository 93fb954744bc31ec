import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenDrawn } from './focus-when-drawn';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusWhenDrawn', () => {
  it('focuses what it names when it is drawn several frames later', async () => {
    focusWhenDrawn('[data-target="a"]');
    await frames(6);
    const target = document.createElement('div');
    target.tabIndex = -1;
    target.dataset.target = 'a';
    document.body.append(target);
    await frames(3);
    expect(document.activeElement).toBe(target);
  });

  it('leaves the frame after the call alone, and gives up after its frames', async () => {
    const other = document.createElement('button');
    document.body.append(other);
    const target = document.createElement('div');
    target.tabIndex = -1;
    target.dataset.target = 'b';
    document.body.append(target);
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
    const late = document.createElement('div');
    late.tabIndex = -1;
    late.dataset.target = 'c';
    document.body.append(late);
    await frames(3);
    expect(document.activeElement).toBe(other);
  });
});
