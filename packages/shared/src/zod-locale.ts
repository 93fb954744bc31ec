import { config } from 'zod';
import { ptBR } from 'zod/locales';

const locale = ptBR();

/**
 * Zod speaks Brazilian Portuguese everywhere (API and web): schema-specific messages win; any
 * default message is the Portuguese one, prefixed with the field's path so the user knows which
 * field. Only this locale is imported, so the bundles carry no other language. Idempotent.
 */
export function installPortugueseMessages(): void {
  config({
    ...locale,
    customError: (issue) => {
      const base = locale.localeError(issue);
      const text = typeof base === 'string' ? base : base?.message;
      return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
    },
  });
}

// On import, for every bundle that validates with the shared schemas (see schemas.ts). The API's
// bundler may still drop a bare import, so the API also calls the function when it starts.
installPortugueseMessages();
