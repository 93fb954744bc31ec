import type { User } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { toUserBody, USER_FORM_ROLES, userFormDefaults, userFormSchema } from './user-form-schema';

const seller: User = {
  id: 'u1',
  name: 'Vítor',
  email: 'v@example.com',
  role: 'VENDEDOR',
  storeId: 's1',
  store: { id: 's1', tradeName: 'Casa Aurora Móveis' },
  inactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const messages = (mode: 'create' | 'edit', values: object) => {
  const res = userFormSchema(mode).safeParse({ ...userFormDefaults(null), ...values });
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the user dialog', () => {
  it('offers every staff role and starts on SMART, never offering customers', () => {
    expect(USER_FORM_ROLES).toEqual(['DEDPREMIUM', 'SMART', 'LOJISTA', 'VENDEDOR', 'CONCIERGE']);
    expect(userFormDefaults(null).role).toBe('SMART');
  });

  it('marks every blank field at once, the store too for a store role', () => {
    expect(messages('create', { role: 'LOJISTA' })).toEqual({
      name: 'Campo obrigatório',
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
      storeId: 'Selecione uma loja',
    });
    expect(messages('create', { role: 'CONCIERGE' })).not.toHaveProperty('storeId');
  });

  it('checks a password with the server’s rules, and on edit lets it stay blank', () => {
    const filled = { name: 'Ana', email: 'ana@example.com' };
    expect(messages('create', { ...filled, password: 'abcdefgh' })).toEqual({
      password: 'A senha deve conter pelo menos um número',
    });
    expect(messages('edit', { ...filled, password: '' })).toEqual({});
    expect(messages('edit', { ...filled, password: 'curta1' })).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  });

  it('sends the role and store only when they change, and the password only when typed', () => {
    const values = userFormDefaults(seller);
    expect(toUserBody({ ...values, name: 'Vítor Novo' }, seller)).toEqual({
      name: 'Vítor Novo',
      email: 'v@example.com',
    });
    expect(toUserBody({ ...values, role: 'SMART', password: 'Nova12345' }, seller)).toEqual({
      name: 'Vítor',
      email: 'v@example.com',
      role: 'SMART',
      storeId: null,
      password: 'Nova12345',
    });
    expect(toUserBody({ ...values, storeId: 's2' }, seller)).toMatchObject({ role: 'VENDEDOR', storeId: 's2' });
  });
});
