import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { DRAWN_ON } from '../src/lib/drawn-on.ts';

/**
 * The public pages, and the customer's to a customer, as HTML the browser paints before any script runs.
 *
 * A page's first lines used to wait for the whole entry script, then the page's own code, then
 * React's render: on a phone's 4G, Lighthouse put the largest text 2.7-3.4 s after the request,
 * nearly all of it that wait (bench/FINDINGS.md, "What the first lines waited for"). At build, each public page (PUBLIC_PAGES, the
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
  /** A page behind a login: the role it was drawn for, the only one the server sends it to. */
  role?: string;
}

/**
 * `/lojas-participantes` -> `pages/lojas-participantes.html`; `/` -> `pages/home.html`; a page drawn
 * for a role: `/meus-pontos`, CLIENTE -> `pages/meus-pontos-cliente.html`.
 */
export function pageFile(path: string, role?: string): string {
  const slug = path.split('/').filter(Boolean).join('_') || 'home';
  return `pages/${slug}${role ? `-${role.toLowerCase()}` : ''}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/;
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/**
 * @mall/shared's FIRST_PICTURE_ATTRIBUTE, written again: vite.config.ts loads this file in Node,
 * where the package would resolve to its TypeScript source (prerender.test.ts checks the two agree).
 */
export const FIRST_PICTURE_ATTRIBUTE = 'data-first-picture-of';

/** What a page's HTML carries besides the rendered page (`pageHtml`). */
export interface PageParts {
  /** Its `<meta name="description">`; index.html's (the programme's) when undefined. */
  description?: string;
  /** False for a page the browser draws (the rules): the head only. */
  body?: boolean;
  /** A page behind a login: the role it was drawn for. */
  role?: string;
  /** The public reads its first lines need, asked for by the HTML. */
  preload?: readonly string[];
  /** The page's own script files (`pageChunks`), asked for beside the entry rather than after it. */
  modules?: readonly string[];
  /**
   * A page whose largest element is the first picture of a public list (the benefits grid): the
   * list's address and the `sizes` its pictures are drawn at. The build cannot know the picture, so
   * it writes a preload the server fills in as it sends the page (FIRST_PICTURE_ATTRIBUTE).
   */
  picture?: { of: string; sizes: string };
  /**
   * The day (YYYY-MM-DD, São Paulo) the page was drawn on, written on `#root`: the browser takes
   * the page over with it (what the page draws from today, lib/use-today.ts), then draws today.
   */
  day?: string;
}

/**
 * index.html with a rendered page: its `<title>` (React writes it first) in place of index.html's,
 * still marked `data-static` so main.tsx removes it when React's own takes over; the description;
 * the rest in `#root`, unless `body` is false. `#root` is marked `data-prerendered`, with the role
 * it was drawn for on a page behind a login (main.tsx hydrates it with that role's placeholder
 * session).
 */
export function pageHtml(template: string, rendered: string, parts: PageParts = {}): string {
  const { description, body = true, role = '', preload = [], modules = [], picture, day } = parts;
  const title = rendered.match(/^<title>([\s\S]*?)<\/title>/);
  const content = title ? rendered.slice(title[0].length) : rendered;
  let html = template;
  if (title) html = html.replace(TITLE, `<title data-static>${title[1]}</title>`);
  if (description !== undefined) {
    html = html.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  }
  // React leaves a part unfinished (`<!--$?-->`, `<!--$!-->`) or finishes it with an inline script
  // only when it could not render it whole: the page would differ, and the policy runs no such script.
  if (/<!--\$[?!]-->|<script>/.test(content)) throw new Error('prerender: a part of the page was left for the browser');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty #root');
  // A read the page's first lines need, started by the HTML (as `fetch()` asks: CORS mode, same-origin credentials).
  const links = [
    ...modules.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}" />`,
    ),
    ...preload.map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" />`),
  ];
  if (links.length > 0) html = html.replace('</head>', `${links.join('')}</head>`);
  // The page's largest element, asked for ahead of the fonts and the scripts (not queued behind them
  // on a connection-limited link), right after the viewport's width is known, which its `sizes`
  // depend on. Without an address the browser asks for nothing: a page the server does not fill in
  // is as before.
  if (picture) {
    const link = `<link rel="preload" as="image" fetchpriority="high" ${FIRST_PICTURE_ATTRIBUTE}="${escapeHtml(picture.of)}" imagesizes="${escapeHtml(picture.sizes)}" />`;
    const viewport = VIEWPORT.exec(html);
    html = viewport
      ? `${html.slice(0, viewport.index)}${viewport[0]}${link}${html.slice(viewport.index + viewport[0].length)}`
      : html.replace('<head>', `<head>${link}`);
  }
  const mark = `${role ? `data-prerendered="${escapeHtml(role)}"` : 'data-prerendered'}${day ? ` ${DRAWN_ON}="${escapeHtml(day)}"` : ''}`;
  return body ? html.replace(root, `<div id="root" ${mark}>${content}</div>`) : html;
}

/**
 * The script files a page needs besides what index.html already loads: the chunks holding the
 * modules its render loaded (its page, a lazily loaded header), with every chunk they import,
 * less the entry and its own imports. A page whose first lines wait for its code (the rules, which
 * the browser draws; the prizes' grid, drawn from a read) asks for them in its HTML, so they
 * download beside the entry instead of after it has run. A page whose first lines are in its HTML
 * does not: there they would take the phone's bandwidth from the style sheet and the fonts, and
 * Lighthouse measured its first paint later (`/faq` 1.4 to 2.2 s, the statement 1.5 to 3.1 s).
 */
export function pageChunks(bundle: Rolldown.OutputBundle, rendered: Iterable<string>): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: Iterable<string>, into = new Set<string>()) => {
    for (const file of files) {
      const chunk = byFile.get(file);
      if (!chunk || into.has(file)) continue;
      into.add(file);
      closure(chunk.imports, into);
    }
    return into;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const wanted = new Set([...rendered].map((id) => id.split('?')[0]));
  const holding = chunks
    .filter((chunk) => chunk.moduleIds.some((id) => wanted.has(id.split('?')[0])))
    .map((chunk) => chunk.fileName);
  return [...closure(holding)].filter((file) => !loaded.has(file)).sort();
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
    async writeBundle(_options, bundle) {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const { createServer, isRunnableDevEnvironment } = await import('vite');
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
        const { render, publicPages, areaPages } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          render: (url: string, role?: string) => Promise<string>;
          publicPages: readonly { path: string; description: string; body: boolean }[];
          areaPages: readonly { path: string; role: string; preload: string[]; picture?: PageParts['picture'] }[];
        };
        const pages: PrerenderedPage[] = [];
        await mkdir(join(outDir, 'pages'), { recursive: true });
        // The modules a page's render loads (its page, a lazily loaded header, and what they
        // import): each page is drawn from a cleared module cache, and what the render evaluates
        // beyond the app's own tree is the page's (packages stay loaded, as Node loads them; a
        // package's chunk, like a shared module's, comes in with the chunks that import it).
        const ssr = server.environments.ssr;
        if (!isRunnableDevEnvironment(ssr)) throw new Error('prerender: the build server cannot run modules');
        const evaluated = () => new Set(ssr.runner.evaluatedModules.idToModuleMap.keys());
        const drawn = async (path: string, role?: string) => {
          ssr.runner.clearCache();
          const fresh = (await ssr.runner.import('/src/prerender.tsx')) as {
            render: typeof render;
            drawnDay: () => string;
          };
          const before = evaluated();
          // The day the page is drawn on, the same before and after (drawn again past midnight).
          let day: string;
          let html: string;
          do {
            day = fresh.drawnDay();
            html = await fresh.render(path, role);
          } while (fresh.drawnDay() !== day);
          const added = [...evaluated()].filter((id) => !before.has(id));
          return { html, day, modules: pageChunks(bundle, added) };
        };
        for (const { path, description, body } of publicPages) {
          const file = pageFile(path);
          const { html, day, modules } = await drawn(path);
          // Only a page the browser draws (the rules) waits for its code to show its first lines.
          const early = body ? [] : modules;
          await writeFile(join(outDir, file), pageHtml(template, html, { description, body, modules: early, day }));
          pages.push({ path, file });
        }
        for (const { path, role, preload, picture } of areaPages) {
          const file = pageFile(path, role);
          const page = await drawn(path, role);
          // A page whose first lines wait for a read (the prizes' grid) waits for its code too.
          const early = preload.length > 0 ? page.modules : [];
          const html = pageHtml(template, page.html, { role, preload, modules: early, picture, day: page.day });
          await writeFile(join(outDir, file), html);
          pages.push({ path, file, role });
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
