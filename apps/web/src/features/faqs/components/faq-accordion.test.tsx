import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = [
  { id: 'a', question: 'Quem pode participar?', answer: 'Maiores de 18 anos.' },
  { id: 'b', question: 'Como ganho pontos?', answer: 'Comprando nas lojas.' },
  { id: 'c', question: 'Onde retiro?', answer: 'No concierge.' },
];

const question = (name: RegExp) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('numbers the questions and starts closed', () => {
    render(<FaqAccordion items={items} />);
    expect(question(/1\. Quem pode participar/).getAttribute('aria-expanded')).toBe('false');
    expect(question(/3\. Onde retiro/)).toBeTruthy();
    expect(screen.queryByText('Maiores de 18 anos.')?.closest('[hidden]')).toBeTruthy();
  });

  it('keeps one answer open at a time', () => {
    render(<FaqAccordion items={items} />);
    fireEvent.click(question(/Quem pode/));
    expect(question(/Quem pode/).getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(question(/Quem pode/).getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toBe('Maiores de 18 anos.');

    fireEvent.click(question(/Como ganho/));
    expect(question(/Como ganho/).getAttribute('aria-expanded')).toBe('true');
    expect(question(/Quem pode/).getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('closes the open answer when its question is clicked again', () => {
    render(<FaqAccordion items={items} />);
    fireEvent.click(question(/Onde retiro/));
    fireEvent.click(question(/Onde retiro/));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('moves focus between questions with the arrow keys', () => {
    render(<FaqAccordion items={items} />);
    question(/Quem pode/).focus();
    fireEvent.keyDown(question(/Quem pode/), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question(/Como ganho/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(question(/Onde retiro/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question(/Quem pode/));
  });
});
