import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodSelects } from '../components/period-selects';
import { DRAWN_ON } from './drawn-on';
import { useToday } from './use-today';

/** What a page draws from today: a purchase date's latest day, and the years a filter offers. */
function Dated() {
  return (
    <form>
      <input type="date" aria-label="Data da compra" max={useToday()} />
      <PeriodSelects id="period" value={{ month: '', year: '' }} onPeriod={() => {}} />
    </form>
  );
}

const years = (root: HTMLElement) =>
  [...(root.querySelector('#period-year') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useToday', () => {
  it('takes over a page drawn on an earlier day as drawn, then draws today, in São Paulo', async () => {
    // The build draws the page on 31 December 2026 (21:00 in São Paulo).
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    const html = renderToString(<Dated />);
    expect(html).toContain('max="2026-12-31"');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(DRAWN_ON, '2026-12-31');
    root.innerHTML = html;
    document.body.append(root);
    const input = root.querySelector('input') as HTMLInputElement;

    // A customer opens it on 2 January 2027.
    vi.setSystemTime(new Date('2027-01-02T15:00:00Z'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Dated />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element, not drawn again from scratch; its attribute follows today.
    expect(root.querySelector('input')).toBe(input);
    expect(input.getAttribute('max')).toBe('2027-01-02');
    expect(years(root)).toEqual(['2027', '2026', '2025', '2024', '2023']);
  });

  it('draws today at once where nothing was drawn before', async () => {
    vi.setSystemTime(new Date('2027-01-01T02:30:00Z')); // still 31 December in São Paulo
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => createRoot(root).render(<Dated />));
    expect(root.querySelector('input')?.getAttribute('max')).toBe('2026-12-31');
    expect(years(root)).toEqual(['2026', '2025', '2024', '2023', '2022']);
  });
});
