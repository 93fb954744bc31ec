import { z } from 'zod';

export const segmentSchema = z.object({ id: z.string(), name: z.string() });
export type Segment = z.infer<typeof segmentSchema>;

export const segmentBodySchema = z.object({
  name: z
    .string({ error: 'Nome do segmento é obrigatório' })
    .trim()
    .min(1, 'Nome do segmento é obrigatório')
    .max(100, 'Nome do segmento deve ter no máximo 100 caracteres'),
});
export type SegmentBody = z.infer<typeof segmentBodySchema>;
