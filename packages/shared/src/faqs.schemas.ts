import { z } from 'zod';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} é obrigatória` })
    .trim()
    .min(1, `${label} é obrigatória`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);

const orderSchema = z
  .number({ error: 'A ordem deve ser um número' })
  .int('A ordem deve ser um número inteiro')
  .min(1, 'A ordem deve ser pelo menos 1')
  .max(100_000, 'Ordem inválida');

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const createFaqBodySchema = z.object({
  question: required('Pergunta', 500),
  answer: required('Resposta', 5000),
  /** Position of the new question; the end of the list when absent. */
  order: orderSchema.optional(),
});
export type CreateFaqBody = z.infer<typeof createFaqBodySchema>;

export const updateFaqBodySchema = z
  .object({ question: required('Pergunta', 500).optional(), answer: required('Resposta', 5000).optional() })
  .refine((b) => b.question !== undefined || b.answer !== undefined, 'Informe a pergunta e a resposta');
export type UpdateFaqBody = z.infer<typeof updateFaqBodySchema>;

const faqOrderItemSchema = z.object({ id: z.uuid('Pergunta inválida'), order: orderSchema });

/** Reorder: a bare list of `{id, order}` or `{ items: [...] }`; every id once. */
export const faqOrderBodySchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body) && 'items' in body
      ? (body as { items: unknown }).items
      : body,
  z
    .array(faqOrderItemSchema, { error: 'Envie a lista de perguntas com id e ordem' })
    .min(1, 'Envie a lista de perguntas com id e ordem')
    .max(1000, 'Lista de perguntas grande demais')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Pergunta repetida na lista'),
);
export type FaqOrderBody = z.infer<typeof faqOrderBodySchema>;
