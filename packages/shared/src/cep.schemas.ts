import { z } from 'zod';
import { onlyDigits } from './brazil';
import { MESSAGES } from './messages';

/** Masked or not, a CEP is looked up by its 8 digits; anything else is "CEP inválido". */
export const cepParamsSchema = z.object({
  cep: z
    .string({ error: MESSAGES.invalidCep })
    .refine((v) => /^\d{5}-?\d{3}$/.test(v.trim()), MESSAGES.invalidCep)
    .transform(onlyDigits),
});

export const cepAddressSchema = z.object({
  zipCode: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type CepAddressData = z.infer<typeof cepAddressSchema>;
