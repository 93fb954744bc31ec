import { canOpenAdminPath, homePathFor, type Role } from '@mall/shared';

/**
 * Where a login sends the user: the page asked for when the role may open it, otherwise the
 * role's landing page. Only in-app paths are followed (never another origin).
 */
export function afterLoginPath(role: Role, next: string | undefined): string {
  const landing = homePathFor(role);
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return landing;
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '') return landing;
  if (path === '/admin' || path.startsWith('/admin/')) return canOpenAdminPath(role, path) ? next : landing;
  return next;
}
