import { ageOn } from './dates';
import type { AgeBand, CepRegion } from './reports.schemas';

/**
 * The Clientes report's groups (issue 16): a customer's region by the CEP of its address and its
 * age band on a given day. The API's database keeps the same region rule
 * (`client_report_region`, migration 0023) and its tests check both at every edge below.
 *
 * Regions by the CEP's first five digits (CEPs are 8 digits, `00000-000`):
 * - `01000-000` to `01999-999`: Centro (city of São Paulo)
 * - `02000-000` to `02999-999`: Zona Norte
 * - `03000-000` to `03999-999` and `08000-000` to `08499-999`: Zona Leste
 * - `04000-000` to `04999-999`: Zona Sul
 * - `05000-000` to `05999-999`: Zona Oeste
 * - `06000-000` to `09999-999`, except the Zona Leste's `08000-000` to `08499-999`: Grande São Paulo
 * - `10000-000` to `19999-999`: Interior e litoral de SP
 * - anything else (`00000-000` to `00999-999`, `20000-000` on, or not 8 digits): Outros estados.
 *   A deleted account's address reads `00000-000`, so it counts here.
 */
export function cepRegion(zipCode: string): CepRegion {
  const digits = zipCode.replace(/\D/g, '');
  if (digits.length !== 8) return 'Outros estados';
  const prefix = Number(digits.slice(0, 5));
  if (prefix >= 1000 && prefix <= 1999) return 'Centro';
  if (prefix >= 2000 && prefix <= 2999) return 'Zona Norte';
  if ((prefix >= 3000 && prefix <= 3999) || (prefix >= 8000 && prefix <= 8499)) return 'Zona Leste';
  if (prefix >= 4000 && prefix <= 4999) return 'Zona Sul';
  if (prefix >= 5000 && prefix <= 5999) return 'Zona Oeste';
  if (prefix >= 6000 && prefix <= 9999) return 'Grande São Paulo';
  if (prefix >= 10000 && prefix <= 19999) return 'Interior e litoral de SP';
  return 'Outros estados';
}

/** The youngest age of each band from 18 up, in AGE_BANDS' order ('65+' from 65; under 18 apart). */
export const AGE_BAND_STARTS = [18, 25, 35, 45, 55, 65] as const;

/** The band of an age in whole years. */
export function bandOfAge(age: number): AgeBand {
  if (age < 18) return 'menor de 18';
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  return '65+';
}

/** A customer's age band on `today` (both YYYY-MM-DD): its age in whole years, as `ageOn` counts it. */
export function ageBand(birthdate: string, today: string): AgeBand {
  return bandOfAge(ageOn(birthdate, today));
}

/**
 * The latest birth date of someone `age` years old or more on `today`: whoever was born on or
 * before it has had that birthday. Born on 29 February, the birthday of a common year is
 * 1 March (as `ageOn` counts), so on 29 February the cut of a common year is the 28th.
 */
export function birthdateCut(today: string, age: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - age;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
