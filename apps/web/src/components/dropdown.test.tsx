import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';

describe('Dropdown', () => {
  it('closes on an outside click and on Escape', () => {
    render(
      <div>
        <p>fora</p>
        <Dropdown label="Lojas">{() => <a href="/admin/lojas">Lojas</a>}</Dropdown>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Lojas' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
