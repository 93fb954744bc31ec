import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewQueueParams } from '../../../lib/resources/sales/keys';
import { QueueFilters } from './queue-filters';

const NONE: ReviewQueueParams = { checks: '', contested: '', late: '', sort: 'newest' };

describe('QueueFilters', () => {
  it('folds on a phone by CSS alone: the same markup at any width, closed while no filter is in use', () => {
    render(<QueueFilters value={NONE} onChange={vi.fn()} />);
    const fold = screen.getByRole('button', { name: 'Filtros da fila' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    // Shown only below `sm`; the filters hidden there, shown from `sm` on.
    expect(fold.className).toContain('sm:hidden');
    const grid = document.getElementById(fold.getAttribute('aria-controls') ?? '');
    expect(grid?.className.split(' ')).toEqual(['hidden', 'sm:block']);
    expect(grid?.contains(screen.getByLabelText('Verificações'))).toBe(true);

    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(grid?.className.split(' ')).not.toContain('hidden');
    fireEvent.click(fold);
    expect(grid?.className.split(' ')).toContain('hidden');
  });

  it('starts open, counting them, when filters are in use', () => {
    const onChange = vi.fn();
    render(<QueueFilters value={{ ...NONE, late: 'true', sort: 'oldest' }} onChange={onChange} />);
    const fold = screen.getByRole('button', { name: 'Filtros da fila (2 em uso)' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByLabelText('Fora do prazo'));
    expect(onChange).toHaveBeenCalledWith({ late: '' });
  });
});
