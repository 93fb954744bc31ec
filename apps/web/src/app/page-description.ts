import { pageDescription } from '@mall/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the document's one `<meta name="description">` (index.html's, which crawlers that run no
 * script read too) on the current page's: each public page has its own (@mall/shared's
 * PUBLIC_PAGES), every other page the programme's.
 */
export function usePageDescription() {
  const { pathname } = useLocation();
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = pageDescription(pathname);
  }, [pathname]);
}
