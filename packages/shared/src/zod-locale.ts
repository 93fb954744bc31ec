import { z } from 'zod';

/**
 * Zod speaks Portuguese everywhere (API and web): schema-specific messages win; any default
 * message is the Portuguese one, prefixed with the field's path so the user knows which field.
 */
const pt = z.locales.pt();
z.config({
  ...pt,
  customError: (issue) => {
    const base = pt.localeError(issue);
    const text = typeof base === 'string' ? base : base?.message;
    return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
  },
});
