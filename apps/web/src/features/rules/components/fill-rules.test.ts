import { describe, expect, it } from 'vitest';
import { fillTemplate, NO_CAMPAIGN_PERIOD, periodText, UNKNOWN_PERIOD } from './fill-rules';

const campaign = {
  id: 'c1',
  name: 'Decore e Ganhe',
  startDate: '2025-06-06',
  endDate: '2025-07-06',
  conversionRate: 100,
  redemptionEndDate: '2025-07-16',
};

describe('rules text', () => {
  it("fills the active campaign's name and dates in pt-BR", () => {
    const text = periodText(campaign);
    expect(text).toContain('**Decore e Ganhe**');
    expect(text).toContain('**06/06/2025 a 06/07/2025**');
    expect(text).toContain('até as 23h59 de 06/07/2025');
    expect(text).toContain('até **16/07/2025**');
    expect(text).toContain('Padrão (1/1000)');
  });

  it('states a reduced conversion rate', () => {
    expect(periodText({ ...campaign, conversionRate: 50 })).toContain('50% do valor das compras');
  });

  it('falls back when no campaign is active or it could not be read', () => {
    expect(periodText(null)).toBe(NO_CAMPAIGN_PERIOD);
    expect(periodText(undefined)).toBe(UNKNOWN_PERIOD);
  });

  it('replaces placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{{A}} e {{B}} e {{C}}', { A: 'um', B: 'dois' })).toBe('um e dois e {{C}}');
  });
});

describe('campaign names', () => {
  it('are escaped so markdown characters show as typed', () => {
    expect(periodText({ ...campaign, name: 'Casa *Nova* [2025]' })).toContain('**Casa \\*Nova\\* \\[2025\\]**');
  });
});
