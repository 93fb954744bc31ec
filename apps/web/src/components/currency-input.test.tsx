import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrencyInput } from './currency-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="money">Valor</label>
      <CurrencyInput id="money" value={cents} onChange={setCents} />
      <output data-testid="cents">{cents === null ? 'vazio' : String(cents)}</output>
    </>
  );
}

function type(text: string) {
  const input = screen.getByLabelText('Valor') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const cents = () => screen.getByTestId('cents').textContent;

describe('CurrencyInput', () => {
  it('reads "4000" as R$ 4.000,00', () => {
    render(<Harness />);
    const input = type('4000');
    expect(cents()).toBe('400000');
    fireEvent.blur(input);
    expect(input.value).toBe('4.000,00');
  });

  it('takes a typed comma as the decimal separator', () => {
    render(<Harness />);
    const input = type('4000,5');
    expect(input.value).toBe('4000,5');
    expect(cents()).toBe('400050');
    fireEvent.blur(input);
    expect(input.value).toBe('4.000,50');
  });

  it('keeps a pasted "4.000,00" as R$ 4.000,00', () => {
    render(<Harness />);
    const input = type('4.000,00');
    expect(cents()).toBe('400000');
    fireEvent.blur(input);
    expect(input.value).toBe('4.000,00');
  });

  it('drops letters and a third decimal, and empties to nothing', () => {
    render(<Harness initial={1234} />);
    const input = type('R$ 12,345');
    expect(input.value).toBe('12,34');
    expect(cents()).toBe('1234');
    fireEvent.change(input, { target: { value: '' } });
    expect(cents()).toBe('vazio');
  });

  it('shows a value set from outside in full', () => {
    render(<Harness initial={123456} />);
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('1.234,56');
  });
});
