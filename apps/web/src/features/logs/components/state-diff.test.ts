import { describe, expect, it } from 'vitest';
import { diffStates, diffSummary, showValue } from './state-diff';

describe('diffStates', () => {
  it('marks changed, added, removed and unchanged fields, in the result order then the removed', () => {
    const rows = diffStates(
      { name: 'Natal', active: true, points: 10, note: 'x' },
      { name: 'Natal 2026', active: true, points: 10, endDate: '2026-12-31' },
    );
    expect(rows).toEqual([
      { path: 'name', kind: 'changed', before: 'Natal', after: 'Natal 2026' },
      { path: 'active', kind: 'unchanged', before: 'Sim', after: 'Sim' },
      { path: 'points', kind: 'unchanged', before: '10', after: '10' },
      { path: 'endDate', kind: 'added', before: undefined, after: '2026-12-31' },
      { path: 'note', kind: 'removed', before: 'x', after: undefined },
    ]);
  });

  it('opens nested objects and lists into readable paths', () => {
    const rows = diffStates(
      { store: { address: { city: 'São Paulo', cep: '01000000' } }, tags: ['a', 'b'] },
      { store: { address: { city: 'Campinas', cep: '01000000' } }, tags: ['a'] },
    );
    expect(rows).toEqual([
      { path: 'store.address.city', kind: 'changed', before: 'São Paulo', after: 'Campinas' },
      { path: 'store.address.cep', kind: 'unchanged', before: '01000000', after: '01000000' },
      { path: 'tags[0]', kind: 'unchanged', before: 'a', after: 'a' },
      { path: 'tags[1]', kind: 'removed', before: 'b', after: undefined },
    ]);
  });

  it('reads a creation as all additions and a deletion as all removals', () => {
    expect(diffStates(null, { id: '1', name: 'Loja' }).map((r) => r.kind)).toEqual(['added', 'added']);
    expect(diffStates({ id: '1' }, null)).toEqual([{ path: 'id', kind: 'removed', before: '1', after: undefined }]);
    expect(diffStates(null, null)).toEqual([]);
  });

  it('compares values, not their text: a number and a string of the same digits differ', () => {
    expect(diffStates({ v: 10 }, { v: '10' })[0]?.kind).toBe('changed');
    expect(diffStates({ v: null }, { v: undefined })[0]?.kind).toBe('unchanged');
  });

  it('writes empty and special values in Portuguese', () => {
    expect(showValue(null)).toBe('(vazio)');
    expect(showValue(false)).toBe('Não');
    expect(showValue('')).toBe('(texto vazio)');
    expect(showValue([])).toBe('(lista vazia)');
    expect(showValue({})).toBe('(sem campos)');
    expect(diffStates({ list: [] }, { list: [1] })).toEqual([
      { path: 'list[0]', kind: 'added', before: undefined, after: '1' },
      { path: 'list', kind: 'removed', before: '(lista vazia)', after: undefined },
    ]);
  });

  it('sums the changes up', () => {
    expect(diffSummary(diffStates({ a: 1, b: 2 }, { a: 2, c: 3 }))).toBe(
      'Campos: 1 alterado, 1 adicionado, 1 removido',
    );
    expect(diffSummary(diffStates({ a: 1 }, { a: 1 }))).toBe('Nenhum campo alterado');
  });
});
