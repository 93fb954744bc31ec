import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTIVE_PRIZES_ELEMENT_ID, FIRST_PICTURE_ATTRIBUTE, SESSION_ROLE_COOKIE } from '@mall/shared';
import { parse as parseCookies } from 'cookie';
import { z } from 'zod';

/**
 * The web build's prerendered pages (apps/web/build/prerender.ts): `pages.json` lists each page's
 * path (`/faq`), its HTML file and, for a page behind a login, the role it was drawn for (one file
 * per role). `webPages` chooses the file for a request (a trailing slash ignored), or none, for
 * index.html:
 * - a public page, for anyone;
 * - a page behind a login, only to a browser whose session cookie (SESSION_ROLE_COOKIE, written by
 *   the web app beside its session) names a role it was drawn for, and only at the bare path: a
 *   list's filters in the address would differ from the drawn page. Anyone else gets the app, which
 *   sends a visitor to log in, as before. The cookie chooses only which HTML to send, never what
 *   the API answers: that goes by the bearer token.
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

export interface PageChoice {
  /** The prerendered file to send, or undefined for index.html. */
  file: string | undefined;
  /** Whether the choice depended on the request's cookie (the answer then varies by it). */
  byCookie: boolean;
}

interface PathPages {
  /** The public page. */
  file?: string;
  /** The page drawn for each role. */
  byRole: Map<string, string>;
}

function sessionRole(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    return parseCookies(header)[SESSION_ROLE_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

export function webPages(webDist: string | undefined): (request: PageRequest) => PageChoice {
  const listed = webDist ? join(webDist, 'pages.json') : undefined;
  if (!webDist || !listed || !existsSync(listed)) return () => ({ file: undefined, byCookie: false });
  const paths = new Map<string, PathPages>();
  for (const page of pagesFile.parse(JSON.parse(readFileSync(listed, 'utf8')))) {
    if (!existsSync(join(webDist, page.file))) continue;
    const key = normalized(page.path);
    const entry: PathPages = paths.get(key) ?? { byRole: new Map() };
    if (page.role) entry.byRole.set(page.role, page.file);
    else entry.file = page.file;
    paths.set(key, entry);
  }
  return ({ path, query, cookie }) => {
    const entry = paths.get(normalized(path));
    if (!entry) return { file: undefined, byCookie: false };
    if (entry.file) return { file: entry.file, byCookie: false };
    const role = query ? undefined : sessionRole(cookie);
    return { file: role ? entry.byRole.get(role) : undefined, byCookie: true };
  };
}

/**
 * Reads the build's HTML files (index.html, `pages/…`), each once: a build changes only with a
 * restart.
 */
export function pageReader(webDist: string): (file: string) => Promise<string> {
  const read = new Map<string, Promise<string>>();
  return (file) => {
    let html = read.get(file);
    if (!html) {
      html = readFile(join(webDist, file), 'utf8');
      read.set(file, html);
      html.catch(() => read.delete(file));
    }
    return html;
  };
}

/**
 * The page with `value` written into its head as a JSON data block (`<script
 * type="application/json" id="…">`: the browser never runs it, so the Content-Security-Policy has
 * nothing to say). Every `<` is written as `\u003c`, which JSON.parse reads back as it was, so no
 * text in the value can close the element.
 */
export function withJsonBlock(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${id}">${json}</script>`;
  const head = html.indexOf('</head>');
  return head < 0 ? html : `${html.slice(0, head)}${block}${html.slice(head)}`;
}

/** A list's first picture, as a page's image preload names it. */
export interface FirstPicture {
  href: string;
  srcSet: string | undefined;
}

const FIRST_PICTURE_LINK = new RegExp(`<link\\b[^>]*\\s${FIRST_PICTURE_ATTRIBUTE}="([^"]*)"[^>]*>`);
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The list whose first picture a page names (FIRST_PICTURE_ATTRIBUTE). */
export interface PictureList {
  /** Its address as the page's HTML writes it (`&amp;` and all). */
  address: string;
  path: string;
  query: Record<string, string>;
}

/** The list whose first picture the page names, or undefined on a page that names none. */
export function firstPictureList(html: string): PictureList | undefined {
  const address = FIRST_PICTURE_LINK.exec(html)?.[1];
  if (address === undefined) return undefined;
  const url = new URL(address.replace(/&amp;/g, '&'), 'http://page');
  return { address, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/**
 * The page with the preload the build left for a list's first picture (FIRST_PICTURE_ATTRIBUTE)
 * filled in with `picture`, or taken out when there is none (the list's first item has no picture,
 * or the list could not be read): without the picture the page goes as before.
 */
export function withFirstPicture(html: string, picture: FirstPicture | undefined): string {
  const match = FIRST_PICTURE_LINK.exec(html);
  const of = match?.[1];
  if (!match || of === undefined) return html;
  const link = picture
    ? match[0].replace(
        ` ${FIRST_PICTURE_ATTRIBUTE}="${of}"`,
        ` href="${attribute(picture.href)}"${picture.srcSet ? ` imagesrcset="${attribute(picture.srcSet)}"` : ''}`,
      )
    : '';
  return `${html.slice(0, match.index)}${link}${html.slice(match.index + match[0].length)}`;
}

/**
 * What the server draws into a page as it sends it: apps/web's `dist-server/server-render.js`,
 * built beside the web app (`src/server-render.tsx`) from the same components the browser runs.
 */
export interface PageRenderer {
  /** The loading state the build drew where the benefits grid goes. */
  prizesLoadingMarkup: string;
  /** The benefits grid as its first render draws it from GET /prizes/active's first page. */
  renderActivePrizes(answer: unknown): string;
}

/**
 * The renderer built beside the web build `webDist` (a `dist` folder: `../dist-server`), or
 * undefined when there is none (the app not built, or built before it existed): pages then go as
 * the build drew them.
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  if (basename(webDist) !== 'dist') return undefined;
  const file = join(webDist, '..', 'dist-server', 'server-render.js');
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  return typeof loaded.prizesLoadingMarkup === 'string' && typeof loaded.renderActivePrizes === 'function'
    ? (loaded as PageRenderer)
    : undefined;
}

/** The build's early requests for a page's script files (apps/web's build/prerender.ts, `modules`). */
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]*" \/>/g;

/**
 * The benefits page with GET /prizes/active's first page (`answer`, read at `address`, the list's
 * address as the page's HTML writes it) drawn in place of the grid's loading state, and the answer
 * written beside it (ACTIVE_PRIZES_ELEMENT_ID) for the browser's first render, which then keeps
 * that HTML. The page's early read of the same answer (`<link rel="preload" as="fetch">`) goes: the
 * browser will not ask for it; so do the early requests for its script files. The page goes as it
 * was when it does not hold that loading state exactly once, or the renderer fails.
 */
export function withDrawnPrizes(html: string, address: string, answer: unknown, renderer: PageRenderer): string {
  const loading = renderer.prizesLoadingMarkup;
  const at = html.indexOf(loading);
  if (at < 0 || html.indexOf(loading, at + 1) >= 0) return html;
  let grid: string;
  try {
    // React writes a preload of the grid's first picture ahead of it; the page's head has its own.
    grid = renderer.renderActivePrizes(answer).replace(/^(?:<link\b[^>]*>)+/, '');
  } catch {
    return html;
  }
  const drawn = `${html.slice(0, at)}${grid}${html.slice(at + loading.length)}`;
  const read = `<link rel="preload" as="fetch" href="${address}" crossorigin="anonymous" />`;
  // Its first lines now in the HTML, the page no longer waits for its code: the build's early
  // requests for its script files go too, leaving the link to the picture, the style sheet and
  // the fonts (as on every page drawn whole at build).
  const early = drawn.replace(read, '').replace(MODULE_PRELOADS, '');
  return withJsonBlock(early, ACTIVE_PRIZES_ELEMENT_ID, answer);
}
