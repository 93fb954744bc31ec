import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED, wireText } from './wire-field';

const name = z.string().trim().min(1, 'Nome é obrigatório').max(5, 'Nome deve ter no máximo 5 caracteres');
const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('wireText', () => {
  it("gives the wire schema's message and keeps the text as typed", () => {
    expect(issues(wireText(name), 'Casa Bela')).toEqual(['Nome deve ter no máximo 5 caracteres']);
    expect(wireText(name).parse('Casa')).toBe('Casa');
  });

  it('refuses a blank required field with "Campo obrigatório" alone', () => {
    expect(issues(wireText(name, { required: true }), '  ')).toEqual([REQUIRED]);
  });

  it('hands the wire schema the text as the server would receive it', () => {
    const rate = wireText(z.number().max(100, 'Até 100'), { read: (t) => Number(t.replace(',', '.')) });
    expect(issues(rate, '99,5')).toEqual([]);
    expect(issues(rate, '100,5')).toEqual(['Até 100']);
    expect(rate.parse('99,5')).toBe('99,5');
  });
});
