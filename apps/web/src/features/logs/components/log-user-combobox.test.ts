import { describe, expect, it } from 'vitest';
import { authorSearch } from './log-user-combobox';

describe('authorSearch', () => {
  it('searches an option label typed back by its e-mail', () => {
    expect(authorSearch('Ana Administradora (admin@example.com)')).toBe('admin@example.com');
  });

  it('leaves a name or an e-mail part as typed', () => {
    expect(authorSearch('Ana')).toBe('Ana');
    expect(authorSearch('admin@exa')).toBe('admin@exa');
    expect(authorSearch('Loja (centro)')).toBe('Loja (centro)');
  });
});
