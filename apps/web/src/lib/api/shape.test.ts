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

  it('reads data only from an envelope', () => {
    expect(dataField({ data: null }, 'GET /x')).toBeNull();
    expect(() => dataField([], 'GET /x')).toThrow();
  });
});
