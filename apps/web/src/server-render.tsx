import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LoadingState } from './components/states';
import { PrizesContent } from './features/rescues/pages/prizes-page';
import { readActivePrizes } from './lib/resources/prizes/get-active-prizes';

/**
 * What the API server draws into a page as it sends it (apps/api/src/lib/web-pages.ts), built apart
 * from the app (`vite build --ssr`, into `dist-server/`) and loaded by the server at run time.
 */

/** The loading state the build drew where the benefits grid goes (build/prerender.ts). */
export const prizesLoadingMarkup = renderToString(<LoadingState />);

/**
 * /cliente/brindes's grid as its first render draws it from `answer`, GET /prizes/active's first
 * page (the same answer goes into the page for that render, ACTIVE_PRIZES_ELEMENT_ID). Throws when
 * the answer is not of that shape.
 */
export function renderActivePrizes(answer: unknown): string {
  const prizes = readActivePrizes(answer);
  return renderToString(
    <StaticRouter location="/cliente/brindes">
      <PrizesContent answer={prizes} page={1} onPage={() => {}} />
    </StaticRouter>,
  );
}
