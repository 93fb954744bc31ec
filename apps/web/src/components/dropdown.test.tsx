import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';

describe('Dropdown', () => {
  it('closes on an outside click, and on Escape giving the focus back to its button', () => {
    render(
      <MemoryRouter>
        <p>fora</p>
        <Dropdown label="Lojas">{() => <a href="/admin/lojas">Lojas</a>}</Dropdown>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Lojas' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Lojas' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
