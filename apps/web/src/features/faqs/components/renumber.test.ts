import { describe, expect, it } from 'vitest';
import { moveAndRenumber } from './renumber';

const list = [
  { id: 'a', order: 1, question: 'A' },
  { id: 'b', order: 2, question: 'B' },
  { id: 'c', order: 3, question: 'C' },
  { id: 'd', order: 4, question: 'D' },
];

describe('moveAndRenumber', () => {
  it('moves an item down and renumbers 1..n', () => {
    const next = moveAndRenumber(list, 'a', 'c');
    expect(next.map((i) => i.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(next.map((i) => i.order)).toEqual([1, 2, 3, 4]);
  });

  it('moves an item up and renumbers 1..n', () => {
    const next = moveAndRenumber(list, 'd', 'b');
    expect(next.map((i) => `${i.order}:${i.id}`)).toEqual(['1:a', '2:d', '3:b', '4:c']);
  });

  it('keeps the other fields and does not mutate the input', () => {
    const next = moveAndRenumber(list, 'b', 'a');
    expect(next[0]).toEqual({ id: 'b', order: 1, question: 'B' });
    expect(list.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(list[1]?.order).toBe(2);
  });

  it('repairs gaps in the numbering', () => {
    const gappy = [
      { id: 'x', order: 3 },
      { id: 'y', order: 7 },
      { id: 'z', order: 9 },
    ];
    expect(moveAndRenumber(gappy, 'z', 'x').map((i) => `${i.order}:${i.id}`)).toEqual(['1:z', '2:x', '3:y']);
  });

  it('returns the same list when nothing moves or an id is unknown', () => {
    expect(moveAndRenumber(list, 'a', 'a')).toBe(list);
    expect(moveAndRenumber(list, 'a', 'nope')).toBe(list);
  });
});
