import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, mergedState } from './history-model';

describe('sale history', () => {
  const entry = {
    previousState: {
      id: 's1',
      saleDate: '2026-03-01',
      amount: 1000,
      grossValue: 1000,
      invoiceNumber: 'NF-1',
      points: 1,
    },
    result: { id: 's1', saleDate: '2026-03-02', amount: 2500, grossValue: 2500, invoiceNumber: 'NF-1', points: 2 },
  };
  it('merges the previous state with the result (the result wins)', () => {
    expect(mergedState(entry)).toMatchObject({ saleDate: '2026-03-02', grossValue: 2500 });
    expect(mergedState({ previousState: null, result: { saleDate: '2026-03-01' } }).saleDate).toBe('2026-03-01');
  });
  it('lists what changed', () => {
    const labels = changesOf(entry).map((c) => c.label);
    expect(labels).toEqual(['Data da venda', 'Valor', 'Pontos']);
    expect(changesOf({ previousState: null, result: entry.result })).toEqual([]);
  });
  it('names the actions in Portuguese', () => {
    expect(actionLabel('update')).toBe('Alteração');
    expect(actionLabel('approve')).toBe('Aprovação');
  });
});
