import { describe, expect, it } from 'vitest';
import { addDays, ageOn } from './dates';
import { AGE_BAND_STARTS, ageBand, bandOfAge, birthdateCut, cepRegion } from './report-regions';
import { AGE_BANDS, CEP_REGIONS } from './reports.schemas';

describe('cepRegion', () => {
  it.each([
    ['00000000', 'Outros estados'],
    ['00999999', 'Outros estados'],
    ['01000000', 'Centro'],
    ['01999999', 'Centro'],
    ['02000000', 'Zona Norte'],
    ['02999999', 'Zona Norte'],
    ['03000000', 'Zona Leste'],
    ['03999999', 'Zona Leste'],
    ['04000000', 'Zona Sul'],
    ['04999999', 'Zona Sul'],
    ['05000000', 'Zona Oeste'],
    ['05999999', 'Zona Oeste'],
    ['06000000', 'Grande São Paulo'],
    ['07999999', 'Grande São Paulo'],
    ['08000000', 'Zona Leste'],
    ['08499999', 'Zona Leste'],
    ['08500000', 'Grande São Paulo'],
    ['09999999', 'Grande São Paulo'],
    ['10000000', 'Interior e litoral de SP'],
    ['19999999', 'Interior e litoral de SP'],
    ['20000000', 'Outros estados'],
    ['99999999', 'Outros estados'],
  ])('places CEP %s in %s', (zip, region) => {
    expect(cepRegion(zip)).toBe(region);
  });

  it('reads a masked CEP as its digits and anything not 8 digits as another state', () => {
    expect(cepRegion('01310-100')).toBe('Centro');
    expect(cepRegion('0131010')).toBe('Outros estados');
    expect(cepRegion('')).toBe('Outros estados');
  });

  it('answers only the contract’s regions', () => {
    for (let prefix = 0; prefix < 100_000; prefix += 250) {
      expect(CEP_REGIONS).toContain(cepRegion(`${String(prefix).padStart(5, '0')}000`));
    }
  });
});

describe('age bands', () => {
  it.each([
    [17, 'menor de 18'],
    [18, '18-24'],
    [24, '18-24'],
    [25, '25-34'],
    [34, '25-34'],
    [35, '35-44'],
    [44, '35-44'],
    [45, '45-54'],
    [54, '45-54'],
    [55, '55-64'],
    [64, '55-64'],
    [65, '65+'],
    [126, '65+'],
  ])('puts age %i in %s', (age, band) => {
    expect(bandOfAge(age)).toBe(band);
  });

  it('moves a customer to the next band on its birthday, not the day before', () => {
    expect(ageBand('2001-06-15', '2026-06-14')).toBe('18-24');
    expect(ageBand('2001-06-15', '2026-06-15')).toBe('25-34');
    expect(ageBand('1961-12-31', '2026-12-30')).toBe('55-64');
    expect(ageBand('1961-12-31', '2026-12-31')).toBe('65+');
  });

  it('cuts each band at the latest birth date old enough for it', () => {
    expect(birthdateCut('2026-11-27', 18)).toBe('2008-11-27');
    expect(birthdateCut('2026-11-27', 65)).toBe('1961-11-27');
    // 29 February of a leap year: the common year's cut is the 28th, a leap year's the 29th.
    expect(birthdateCut('2028-02-29', 25)).toBe('2003-02-28');
    expect(birthdateCut('2028-02-29', 24)).toBe('2004-02-29');
  });

  it('agrees with ageOn for every birth date around each cut, across a leap day', () => {
    for (const today of ['2026-11-27', '2028-02-29', '2027-02-28', '2027-03-01', '2026-01-01', '2026-12-31']) {
      for (const age of AGE_BAND_STARTS) {
        const cut = birthdateCut(today, age);
        for (let shift = -3; shift <= 3; shift++) {
          const birthdate = addDays(cut, shift);
          expect(ageOn(birthdate, today) >= age, `${birthdate} on ${today}, ${age}`).toBe(birthdate <= cut);
        }
      }
    }
  });

  it('lists the bands in the contract’s order', () => {
    expect(AGE_BAND_STARTS.map(bandOfAge)).toEqual(AGE_BANDS.slice(0, 6));
  });
});
