import { z } from 'zod';

/** Per-field text for a blank required field; each form also toasts the SPEC's sentence once. */
export const REQUIRED = 'Campo obrigatório';

interface WireTextOptions {
  /** Blank is refused with "Campo obrigatório" (and nothing else) before the wire schema speaks. */
  required?: boolean;
  /** The typed text as the server would receive it (a decimal comma read, a number parsed). */
  read?: (text: string) => unknown;
  /** The form's own words for any refusal of the wire schema (pinned texts the server words otherwise). */
  message?: string;
}

/**
 * A form's text input checked by the wire schema of the field it fills: the form keeps the text
 * as typed (masks and all), while the limits and messages are the server's, written once in
 * packages/shared. The first message the wire schema gives is the field's.
 */
export function wireText(
  schema: z.ZodType,
  { required = false, read = (text) => text, message }: WireTextOptions = {},
) {
  const base = required ? z.string().trim().min(1, { error: REQUIRED, abort: true }) : z.string();
  return base.superRefine((text, ctx) => {
    const checked = schema.safeParse(read(text));
    if (checked.success) return;
    ctx.addIssue({
      code: 'custom',
      message: message ?? checked.error.issues[0]?.message ?? 'Valor inválido',
      // Not aborting: the form's checks across fields (the dates in order) still speak.
      continue: true,
    });
  });
}

/**
 * A number typed the Brazilian way (`parseDecimal`, `parseInteger`) as the server reads it: blank
 * is "not sent", junk stays text so the wire schema refuses it with its own message.
 */
export const readNumber = (parse: (text: string) => number | undefined) => (text: string) => {
  const n = parse(text);
  return n !== undefined && Number.isNaN(n) ? text : n;
};
