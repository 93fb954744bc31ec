import { BRAND } from './constants';
import { ADMIN_ROLES, type Role } from './roles';

/**
 * What search engines are told about the site. The API writes robots.txt and sitemap.xml from
 * these lists; the web app sets each page's `<meta name="description">` from them.
 */

/** The description of every page that has none of its own (also the one in index.html). */
export const DEFAULT_PAGE_DESCRIPTION =
  'Programa de pontos do shopping de decoração e design: registre suas compras, acumule pontos e troque por benefícios.';

/** The public pages worth indexing (the sitemap), each with its own description. */
export const PUBLIC_PAGES: readonly { path: string; description: string }[] = [
  {
    path: '/',
    description: `${BRAND}, o programa de pontos do shopping de decoração e design: compre nas lojas participantes, registre as notas e troque pontos por benefícios.`,
  },
  {
    path: '/lojas-participantes',
    description: `As lojas do shopping que participam do ${BRAND}: onde suas compras de decoração e design viram pontos.`,
  },
  {
    path: '/regulamento',
    description: `Regulamento do ${BRAND}: quem participa, como as compras viram pontos, prazos e como resgatar os benefícios.`,
  },
  {
    path: '/faq',
    description:
      'Perguntas frequentes sobre o programa de pontos: cadastro, registro de notas fiscais, validação das compras e resgate de benefícios.',
  },
  {
    path: '/contato',
    description: `Fale com a equipe do ${BRAND}: envie sua dúvida, sugestão ou pedido pelo formulário de contato.`,
  },
];

/**
 * Where crawlers are kept out (robots.txt): the API and the one-time password links. The
 * customers' and the staff's pages are not listed: a visitor without a session who opens one is
 * sent to the home page, so a crawler finds nothing private there, and a page listed here would
 * read as "blocked from indexing" to search engines and to Lighthouse's SEO audit.
 */
export const NON_INDEXED_PATH_PREFIXES: readonly string[] = ['/api/', '/redefinir-senha', '/shopkeeper/'];

/** The description of the page at `pathname` (a trailing slash ignored). */
export function pageDescription(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path)?.description ?? DEFAULT_PAGE_DESCRIPTION;
}

/**
 * The cookie that tells the server which area's frame a returning visitor's browser will draw:
 * the signed-in role (no name, no token; the session itself stays in localStorage, SPEC §3). The
 * web app writes it with the session and removes it with the session; the server uses it only to
 * choose which prerendered HTML to send (never to authorize: the API reads the bearer token).
 */
export const SESSION_ROLE_COOKIE = 'session_role';

/**
 * The id of the `<script type="application/json">` element each page's HTML carries with
 * GET /campaigns/active's answer as the server had it when it sent the page: the first reading of
 * the running campaign takes it from there instead of asking the API (a title that names the
 * campaign is drawn with it at once, not reflowed when the answer arrives).
 */
export const ACTIVE_CAMPAIGN_ELEMENT_ID = 'active-campaign';

/**
 * GET /prizes/active's first page as the server had it when it sent /cliente/brindes, which it also
 * drew into the page's grid: the page's first render takes it from there, so React keeps the grid
 * the HTML brought instead of drawing a loading state and asking the API.
 */
export const ACTIVE_PRIZES_ELEMENT_ID = 'active-prizes';

/**
 * Marks the `<link rel="preload" as="image">` a prerendered page leaves for the server: its value
 * is the address of a public list (GET /prizes/active's first page) whose first item's picture is
 * the page's largest element. The server fills in that picture (`href`, `imagesrcset`) as it sends
 * the page, or drops the link when the first item has none; the browser then asks for the picture
 * beside the page's code instead of after the grid is drawn.
 */
export const FIRST_PICTURE_ATTRIBUTE = 'data-first-picture-of';

/**
 * The pages behind a login that the build prerenders, each for the roles named: drawn as that role
 * first sees them, with a session whose name is not known yet (the frame, the headings, the
 * greeting without the name, what needs the API in its loading state). The server sends one to a
 * browser whose session cookie names one of those roles and asks for the bare path; anyone else
 * gets the app as before (a visitor is sent to log in, another role to its own page).
 * - The customer's area, for a CLIENTE.
 * - The points statement, for the administrators (a store's staff see it scoped to their store,
 *   which only the browser knows).
 */
export const AREA_PAGES: readonly { path: string; roles: readonly Role[] }[] = [
  ...['/cliente', '/cliente/brindes', '/meus-pontos', '/meus-resgates', '/registrar-pontos', '/meu-dados'].map(
    (path) => ({ path, roles: ['CLIENTE'] as const }),
  ),
  { path: '/admin/extratos/pontuacao', roles: ADMIN_ROLES },
];
