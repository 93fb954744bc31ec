import { describe, expect, it } from 'vitest';
import { NO_CAMPAIGN_PERIOD, type PeriodPart, periodParts, UNKNOWN_PERIOD } from './fill-rules';

/** The paragraph's text, as a reader gets it. */
const periodPlainText = (parts: PeriodPart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.strong)).join('');

const campaign = {
  id: 'c1',
  name: 'Decore e Ganhe',
  startDate: '2025-06-06',
  endDate: '2025-07-06',
  conversionRate: 100,
  redemptionEndDate: '2025-07-16',
};

describe('rules text', () => {
  it("fills the active campaign's name and dates in pt-BR, the name and dates in bold", () => {
    const parts = periodParts(campaign);
    expect(parts.filter((part) => typeof part !== 'string')).toEqual([
      { strong: 'Decore e Ganhe' },
      { strong: '06/06/2025 a 06/07/2025' },
      { strong: '16/07/2025' },
    ]);
    const text = periodPlainText(parts);
    expect(text).toBe(
      'A campanha Decore e Ganhe vale para compras feitas de 06/06/2025 a 06/07/2025, registradas até as 23h59 de 06/07/2025. A pontuação se encerra em 06/07/2025; o resgate dos benefícios vai até 16/07/2025, e os vouchers emitidos valem até essa mesma data. Nesta campanha vale a regra "Padrão (1/1000)".',
    );
  });

  it('states a reduced conversion rate', () => {
    expect(periodPlainText(periodParts({ ...campaign, conversionRate: 50 }))).toContain('50% do valor das compras');
  });

  it('falls back when no campaign is active or it could not be read', () => {
    expect(periodParts(null)).toEqual([NO_CAMPAIGN_PERIOD]);
    expect(periodParts(undefined)).toEqual([UNKNOWN_PERIOD]);
  });
});

describe('campaign names', () => {
  it('are text, shown as typed', () => {
    expect(periodParts({ ...campaign, name: 'Casa *Nova* [2025] <b>' })).toContainEqual({
      strong: 'Casa *Nova* [2025] <b>',
    });
  });
});
