import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The web build's prerendered pages (apps/web/build/prerender.ts): `pages.json` lists each page's
 * path (`/faq`) and its HTML file. `webPages` returns the file for a path (a trailing slash
 * ignored), or undefined for any other path, which index.html then serves.
 */
const pagesFile = z.array(
  z.object({ path: z.string().startsWith('/'), file: z.string().regex(/^pages\/[\w-]+\.html$/) }),
);

const normalized = (path: string) => `/${path.split('/').filter(Boolean).join('/')}`;

export function webPages(webDist: string | undefined): (path: string) => string | undefined {
  const listed = webDist ? join(webDist, 'pages.json') : undefined;
  if (!webDist || !listed || !existsSync(listed)) return () => undefined;
  const files = new Map(
    pagesFile
      .parse(JSON.parse(readFileSync(listed, 'utf8')))
      .filter((page) => existsSync(join(webDist, page.file)))
      .map((page) => [normalized(page.path), page.file]),
  );
  return (path) => files.get(normalized(path));
}
