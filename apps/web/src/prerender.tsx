import { AREA_PAGES, PRIZE_GRID_PAGE_SIZE, PUBLIC_PAGES, type Role, todayIn } from '@mall/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { Toasts } from './app/toasts';
import { PRIZE_GRID_SIZES } from './components/prize-card';
import { AuthProvider } from './lib/auth';
import { activePrizesAddress } from './lib/resources/prizes/get-active-prizes';
import { placeholderSession } from './lib/session';

/**
 * The build's rendering of a page as its visitor first sees it: a public page as a visitor, a
 * page behind a login (`role`) as that role with its name not known yet (build/prerender.ts): the app's
 * tree as `App` holds it, with the router at `url`, every lazily loaded page waited for and no
 * answer from the API yet (what needs one shows its loading state, as in the browser). main.tsx
 * hydrates this HTML. The page's `<title>` comes first in the output (React writes hoisted tags
 * ahead of the rest).
 */
export async function render(url: string, role?: Role): Promise<string> {
  const errors: unknown[] = [];
  const session = role ? placeholderSession(role) : null;
  const { prelude } = await prerenderToNodeStream(
    <AuthProvider prerendered={{ session }}>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
      <Toasts />
    </AuthProvider>,
    // progressiveChunkSize: every part inline, none left to a script that swaps it in (the page's
    // content security policy runs no inline script).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed would be left for the browser to draw: the build stops instead.
  if (errors.length > 0) throw new AggregateError(errors, `prerender ${url}: ${errors.map(String).join('; ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Today in São Paulo: the day a page is drawn on (lib/use-today.ts draws it from the same). */
export const drawnDay = (): string => todayIn();

/**
 * The pages the build renders: the public ones (the sitemap's), with their descriptions. The rules
 * page keeps only its title and description: its heading and first paragraph name the running
 * campaign, which only the browser can ask for (public-routes.tsx draws it once that is known).
 */
export const publicPages = PUBLIC_PAGES.map((page) => ({ ...page, body: page.path !== '/regulamento' }));

/**
 * What a page's first lines show from the API, asked for by the HTML itself (`<link rel=preload>`)
 * while the page's code downloads: the fetch the page makes once it runs gets the answer already
 * on its way. Only public reads (a preload carries no token).
 */
const earlyReads: Record<string, string[]> = {
  // The benefits grid: its first picture is the page's largest element.
  '/cliente/brindes': [activePrizesAddress(1, PRIZE_GRID_PAGE_SIZE)],
};

/**
 * A page whose largest element is the first picture of a list it reads: the list's address and
 * the sizes the picture is drawn at, for the server to name the picture in the page's HTML
 * (FIRST_PICTURE_ATTRIBUTE).
 */
const firstPictures: Record<string, { of: string; sizes: string }> = {
  '/cliente/brindes': { of: activePrizesAddress(1, PRIZE_GRID_PAGE_SIZE), sizes: PRIZE_GRID_SIZES },
};

/** The pages behind a login, one per role they are drawn for (the server sends each only to that role). */
export const areaPages: readonly {
  path: string;
  role: Role;
  preload: string[];
  picture?: { of: string; sizes: string };
}[] = AREA_PAGES.flatMap((page) =>
  page.roles.map((role) => ({
    path: page.path,
    role,
    preload: earlyReads[page.path] ?? [],
    picture: firstPictures[page.path],
  })),
);
