import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes the value on first use, not before, and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const make = vi.fn(() => 0);
    const value = once(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
