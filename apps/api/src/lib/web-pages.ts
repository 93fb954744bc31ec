import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_ROLE_COOKIE } from '@mall/shared';
import { parse as parseCookies } from 'cookie';
import { z } from 'zod';

/**
 * The web build's prerendered pages (apps/web/build/prerender.ts): `pages.json` lists each page's
 * path (`/faq`), its HTML file and, for a customer page, the role it was drawn for. `webPages`
 * returns the file for a request (a trailing slash ignored), or undefined, which index.html then
 * serves:
 * - a public page, for anyone;
 * - a customer page, only to a browser whose session cookie (SESSION_ROLE_COOKIE, written by the
 *   web app beside its session) names that role, and only at the bare path: a list's filters in the
 *   address would differ from the drawn page. A visitor without one gets the app, which sends it to
 *   log in, as before. The cookie chooses only which HTML to send, never what the API answers.
 */
const pagesFile = z.array(
  z.object({
    path: z.string().startsWith('/'),
    file: z.string().regex(/^pages\/[\w-]+\.html$/),
    role: z.string().optional(),
  }),
);

const normalized = (path: string) => `/${path.split('/').filter(Boolean).join('/')}`;

export interface PageRequest {
  /** The path, without the query. */
  path: string;
  /** Whether the address carried a query (`?page=2`). */
  query: boolean;
  /** The request's Cookie header. */
  cookie: string | undefined;
}

function sessionRole(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    return parseCookies(header)[SESSION_ROLE_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

export interface PageChoice {
  /** The prerendered file to send, or undefined for index.html. */
  file: string | undefined;
  /** Whether the choice depended on the request's cookie (the answer then varies by it). */
  byCookie: boolean;
}

export function webPages(webDist: string | undefined): (request: PageRequest) => PageChoice {
  const listed = webDist ? join(webDist, 'pages.json') : undefined;
  if (!webDist || !listed || !existsSync(listed)) return () => ({ file: undefined, byCookie: false });
  const pages = new Map(
    pagesFile
      .parse(JSON.parse(readFileSync(listed, 'utf8')))
      .filter((page) => existsSync(join(webDist, page.file)))
      .map((page) => [normalized(page.path), page]),
  );
  return ({ path, query, cookie }) => {
    const page = pages.get(normalized(path));
    if (!page) return { file: undefined, byCookie: false };
    if (!page.role) return { file: page.file, byCookie: false };
    const chosen = !query && sessionRole(cookie) === page.role;
    return { file: chosen ? page.file : undefined, byCookie: true };
  };
}
