import { lazy } from 'react';
import type { ScreenRoute } from './placeholder-route';

/**
 * A screen that arrives in a later issue: a lazily loaded titled page. Later issues swap it for
 * their page module; nothing else in the route table needs to change. Only the admin area has such
 * screens, so this lives apart from the routes the first loads carry.
 */
export function placeholderScreen(title: string): ScreenRoute {
  const Placeholder = lazy(async () => {
    const { PlaceholderPage } = await import('../../components/placeholder-page');
    return { default: () => <PlaceholderPage title={title} /> };
  });
  return { element: <Placeholder /> };
}
