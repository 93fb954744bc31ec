import { describe, expect, it } from 'vitest';
import { checkShape, dataField } from './shape';

describe('checkShape', () => {
  const shape = { id: 'string', points: 'number', note: 'string?' } as const;

  it('passes an answer of the expected shape through', () => {
    const value = { id: 'a', points: 3, note: null, extra: true };
    expect(checkShape(value, shape, 'GET /x')).toBe(value);
  });

  it('names the call and the field that does not fit', () => {
    expect(() => checkShape({ id: 'a', points: '3', note: null }, shape, 'GET /x')).toThrow(
      'Resposta inesperada de GET /x: points',
    );
    expect(() => checkShape({ id: 'a', points: 3 }, shape, 'GET /x')).toThrow('note');
    expect(() => checkShape(null, shape, 'GET /x')).toThrow('Resposta inesperada de GET /x');
  });

  it('takes an object or null for an object field, nothing else', () => {
    const picture = { image: 'object?' } as const;
    expect(checkShape({ image: null }, picture, 'GET /x')).toEqual({ image: null });
    expect(checkShape({ image: { width: 1 } }, picture, 'GET /x')).toEqual({ image: { width: 1 } });
    for (const image of [undefined, 'a', [], 3]) {
      expect(() => checkShape({ image }, picture, 'GET /x')).toThrow('Resposta inesperada de GET /x: image');
    }
  });

  it('reads data only from an envelope', () => {
    expect(dataField({ data: null }, 'GET /x')).toBeNull();
    expect(() => dataField([], 'GET /x')).toThrow();
  });
});
