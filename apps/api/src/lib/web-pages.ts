import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The web build's page per route (apps/web/build/route-pages.ts): `pages.json` lists React Router
 * patterns (`/cliente/brinde/:id`) and the HTML file that asks for that route's scripts with the
 * page. `pageFor` picks the file for a path, or undefined (index.html then serves it).
 */
const pagesFile = z.array(
  z.object({ path: z.string().startsWith('/'), file: z.string().regex(/^pages\/[\w-]+\.html$/) }),
);

interface Page {
  segments: string[];
  file: string;
  /** Literal segments: `/admin/lojas/cadastrar` wins over `/admin/lojas/:id`. */
  literals: number;
}

const split = (path: string) => path.split('/').filter(Boolean);

export function webPages(webDist: string | undefined): (path: string) => string | undefined {
  const listed = webDist ? join(webDist, 'pages.json') : undefined;
  if (!listed || !existsSync(listed)) return () => undefined;
  const pages: Page[] = pagesFile
    .parse(JSON.parse(readFileSync(listed, 'utf8')))
    .filter((p) => existsSync(join(webDist as string, p.file)))
    .map((p) => {
      const segments = split(p.path);
      return { segments, file: p.file, literals: segments.filter((s) => !s.startsWith(':')).length };
    })
    .sort((a, b) => b.literals - a.literals);
  return (path) => {
    let segments: string[];
    try {
      segments = split(path).map((s) => decodeURIComponent(s));
    } catch {
      return undefined;
    }
    const page = pages.find(
      (p) =>
        p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
    );
    return page?.file;
  };
}
