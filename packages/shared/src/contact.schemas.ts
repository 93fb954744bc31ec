import { z } from 'zod';
import { isValidPhoneBR, onlyDigits } from './brazil';
import { emailSchema } from './schemas';

const optionalPhone = (label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null))
    .refine((v) => v === null || isValidPhoneBR(v), `${label} inválido`);

export const contactBodySchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(150, 'Nome deve ter no máximo 150 caracteres'),
  email: emailSchema,
  cellphone: optionalPhone('Celular'),
  phone: optionalPhone('Telefone'),
  city: z
    .string({ error: 'Cidade inválida' })
    .trim()
    .max(100, 'Cidade deve ter no máximo 100 caracteres')
    .nullable()
    .optional()
    .transform((v) => v || null),
  message: z
    .string({ error: 'Mensagem é obrigatória' })
    .trim()
    .min(1, 'Mensagem é obrigatória')
    .max(5000, 'Mensagem deve ter no máximo 5000 caracteres'),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResultSchema = z.object({ id: z.string() });
