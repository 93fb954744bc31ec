/**
 * Server answers name the field they refuse either by the field's label ("CPF inválido",
 * "Taxa administrativa deve ser ...") or by a path prefix from the generic validator
 * ("acceptsSMS: Entrada inválida"). This reads those messages back onto a form's fields.
 */
export interface FieldMatcher {
  /** Body paths that belong to the field, e.g. `email`, `user.email`. */
  paths?: readonly string[];
  /** Labels the server's message starts with, e.g. `CPF`, `E-mail`. */
  labels?: readonly string[];
}

export interface SplitMessages<F extends string> {
  /** The first message for each field it names, in the order the server sent them. */
  fields: [F, string][];
  /** Messages naming no field of the form. */
  rest: string[];
}

const PATH_PREFIX = /^([A-Za-z_][\w.[\]]*):\s*(.+)$/s;

function startsWithLabel(message: string, label: string): boolean {
  const head = message.slice(0, label.length);
  if (head.localeCompare(label, 'pt-BR', { sensitivity: 'base' }) !== 0) return false;
  const next = message.charAt(label.length);
  return next === '' || /[\s:,.]/.test(next);
}

export function splitServerMessages<F extends string>(
  messages: readonly string[],
  matchers: Record<F, FieldMatcher>,
): SplitMessages<F> {
  const entries = Object.entries(matchers) as [F, FieldMatcher][];
  // The longest label wins: "Telefone do responsável" before "Telefone".
  const labels = entries
    .flatMap(([field, m]) => (m.labels ?? []).map((label) => ({ field, label })))
    .sort((a, b) => b.label.length - a.label.length);
  const fields: [F, string][] = [];
  const rest: string[] = [];
  for (const message of messages) {
    let field: F | undefined;
    let text = message;
    const prefixed = PATH_PREFIX.exec(message);
    if (prefixed) {
      const path = (prefixed[1] ?? '').replace(/\[\d+\]|\.\d+/g, '');
      const found = entries.find(([, m]) => m.paths?.includes(path));
      if (found) {
        field = found[0];
        text = prefixed[2] ?? message;
      }
    }
    if (!field) field = labels.find((l) => startsWithLabel(message, l.label))?.field;
    if (!field) rest.push(message);
    else if (!fields.some(([f]) => f === field)) fields.push([field, text]);
  }
  return { fields, rest };
}
