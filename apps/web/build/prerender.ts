import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public pages as HTML the browser paints before any script runs.
 *
 * A page's first lines used to wait for the whole entry script, then the page's own code, then
 * React's render: on a phone's 4G, Lighthouse put the largest text 2.7-3.4 s after the request,
 * nearly all of it that wait (bench/FINDINGS.md §9). At build, each public page (PUBLIC_PAGES, the
 * sitemap's) is rendered by React in Node (src/prerender.tsx) as a visitor first sees it, with
 * what needs the API in its loading state, into `pages/<page>.html`: index.html with that HTML in
 * `#root` (marked `data-prerendered`, so main.tsx hydrates it instead of drawing it again), the
 * page's title and description: the only place a page's description is written, every other page
 * keeping index.html's, the programme's. `pages.json` lists them; the server answers those paths with their
 * page and any other with index.html (apps/api/src/lib/web-pages.ts).
 */

export interface PrerenderedPage {
  path: string;
  /** The page's HTML file, relative to the build's root. */
  file: string;
}

/** `/lojas-participantes` -> `pages/lojas-participantes.html`; `/` -> `pages/home.html`. */
export function pageFile(path: string): string {
  const slug = path.split('/').filter(Boolean).join('_') || 'home';
  return `pages/${slug}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/;

/**
 * index.html with a rendered page: its `<title>` (React writes it first) in place of index.html's,
 * still marked `data-static` so main.tsx removes it when React's own takes over; the description;
 * the rest in `#root`, unless `body` is false (the page's head only: the browser draws the page).
 */
export function pageHtml(template: string, rendered: string, description: string, body = true): string {
  const title = rendered.match(/^<title>([\s\S]*?)<\/title>/);
  const content = title ? rendered.slice(title[0].length) : rendered;
  let html = template;
  if (title) html = html.replace(TITLE, `<title data-static>${title[1]}</title>`);
  html = html.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  // React leaves a part unfinished (`<!--$?-->`, `<!--$!-->`) or finishes it with an inline script
  // only when it could not render it whole: the page would differ, and the policy runs no such script.
  if (/<!--\$[?!]-->|<script>/.test(content)) throw new Error('prerender: a part of the page was left for the browser');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty #root');
  return body ? html.replace(root, `<div id="root" data-prerendered>${content}</div>`) : html;
}

/** Vite plugin (`vite build` only): writes `pages/*.html` and `pages.json` beside index.html. */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'mall:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle: the files are on disk, and precompress (closeBundle) still comes after.
    async writeBundle() {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      // No API at build: a page's requests stay unanswered, so it renders its loading state, as a
      // browser does before the answer (a page that waits for one first gives up after 3 s).
      const realFetch = globalThis.fetch;
      globalThis.fetch = () => new Promise<Response>(() => {});
      try {
        const { render, publicPages } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          render: (url: string) => Promise<string>;
          publicPages: readonly { path: string; description: string; body: boolean }[];
        };
        const pages: PrerenderedPage[] = [];
        for (const { path, description, body } of publicPages) {
          const file = pageFile(path);
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), pageHtml(template, await render(path), description, body));
          pages.push({ path, file });
        }
        await writeFile(join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
        this.info?.(`prerendered ${pages.length} pages`);
      } finally {
        globalThis.fetch = realFetch;
        await server.close();
      }
    },
  };
}
