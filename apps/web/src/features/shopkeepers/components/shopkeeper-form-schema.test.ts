import type { Shopkeeper } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { editDefaults, shopkeeperEditSchema, toCreateBody, toUpdateBody } from './shopkeeper-form-schema';

const keeper: Shopkeeper = {
  id: 'k1',
  name: 'Luísa Lojista',
  email: 'lojista@example.com',
  cpf: '39053344705',
  phone: '11987654321',
  storeId: 's1',
  store: { id: 's1', tradeName: 'Casa Aurora Móveis' },
  user: { id: 'u1', name: 'Luísa Lojista', email: 'lojista@example.com', inactivatedAt: null },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const messages = (values: Partial<ReturnType<typeof editDefaults>>) => {
  const res = shopkeeperEditSchema.safeParse({ ...editDefaults(keeper), ...values });
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the shop owner edit form', () => {
  it('starts from the record, masked, with both password fields blank', () => {
    expect(editDefaults(keeper)).toEqual({
      name: 'Luísa Lojista',
      email: 'lojista@example.com',
      cpf: '390.533.447-05',
      phone: '(11) 98765-4321',
      password: '',
      confirmPassword: '',
    });
    expect(messages({})).toEqual({});
  });

  it('leaves the password alone when Nova senha is blank: nothing about it is sent', () => {
    const values = shopkeeperEditSchema.parse(editDefaults(keeper));
    const body = toUpdateBody(values);
    expect(body).toEqual({
      name: 'Luísa Lojista',
      email: 'lojista@example.com',
      cpf: '39053344705',
      phone: '11987654321',
      user: { name: 'Luísa Lojista', email: 'lojista@example.com' },
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a confirmation that differs with "As senhas não coincidem", under Confirmar senha', () => {
    expect(messages({ password: 'NovaSenha1', confirmPassword: 'NovaSenha2' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
    expect(messages({ password: '', confirmPassword: 'NovaSenha1' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it("checks a typed password with the server's rules", () => {
    expect(messages({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      password: 'A senha deve conter pelo menos um número',
    });
    expect(messages({ password: 'abc1', confirmPassword: 'abc1' })).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  });

  it('sends a typed and confirmed password in user.password', () => {
    const values = shopkeeperEditSchema.parse({
      ...editDefaults(keeper),
      password: 'NovaSenha1',
      confirmPassword: 'NovaSenha1',
    });
    expect(toUpdateBody(values).user).toEqual({
      name: 'Luísa Lojista',
      email: 'lojista@example.com',
      password: 'NovaSenha1',
    });
  });

  it('marks blank required fields and a bad CPF with their own messages', () => {
    expect(messages({ name: ' ', cpf: '390.533.447-06' })).toEqual({
      name: 'Campo obrigatório',
      cpf: 'CPF inválido',
    });
  });
});

describe('the shop owner create body', () => {
  it('sends digits, the store from the address and the same name and e-mail for the login', () => {
    expect(
      toCreateBody(
        { name: ' Ana Lima ', email: 'Ana@Example.com', cpf: '390.533.447-05', phone: '(11) 3333-4444' },
        's9',
      ),
    ).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      cpf: '39053344705',
      phone: '1133334444',
      storeId: 's9',
      user: { name: 'Ana Lima', email: 'ana@example.com' },
    });
  });
});
