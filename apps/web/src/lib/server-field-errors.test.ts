import { describe, expect, it } from 'vitest';
import { splitServerMessages } from './server-field-errors';

const matchers = {
  cpf: { paths: ['cpf'], labels: ['CPF'] },
  email: { paths: ['email', 'user.email'], labels: ['E-mail'] },
  phone: { paths: ['phone'], labels: ['Telefone'] },
  responsiblePhone: { paths: ['responsiblePhone'], labels: ['Telefone do responsável'] },
};

describe('splitServerMessages', () => {
  it('reads labels and path prefixes onto fields and keeps the rest', () => {
    expect(
      splitServerMessages(
        [
          'CPF já cadastrado',
          'user.email: Entrada inválida',
          'Telefone do responsável inválido',
          'Campanha encerrada',
          'e-mail já cadastrado',
        ],
        matchers,
      ),
    ).toEqual({
      fields: [
        ['cpf', 'CPF já cadastrado'],
        ['email', 'Entrada inválida'],
        ['responsiblePhone', 'Telefone do responsável inválido'],
      ],
      rest: ['Campanha encerrada'],
    });
  });

  it('does not take a word that only begins like a label', () => {
    expect(splitServerMessages(['CPFs repetidos'], matchers)).toEqual({ fields: [], rest: ['CPFs repetidos'] });
  });
});
