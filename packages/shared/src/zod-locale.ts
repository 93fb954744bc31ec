import { config } from 'zod';
import { ptBR } from 'zod/locales';

/**
 * Zod speaks Brazilian Portuguese everywhere (API and web): schema-specific messages win; any
 * default message is the Portuguese one, prefixed with the field's path so the user knows which
 * field. Only this locale is imported, so the bundles carry no other language. Imported by
 * schemas.ts, which every schema module builds on: an import from the package's index alone was
 * dropped by both bundlers when they tree-shook its re-exports.
 */
const locale = ptBR();
config({
  ...locale,
  customError: (issue) => {
    const base = locale.localeError(issue);
    const text = typeof base === 'string' ? base : base?.message;
    return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
  },
});
