import { describe, expect, it } from 'vitest';
import { scrollKey } from './app-shell';

describe('scrollKey', () => {
  it('keys a page opened by address by its address, so two such pages never share a position', () => {
    expect(scrollKey({ key: 'default', pathname: '/admin/lojas', search: '' })).toBe('/admin/lojas');
    expect(scrollKey({ key: 'default', pathname: '/admin/lojas', search: '?page=2' })).toBe('/admin/lojas?page=2');
  });
  it('keys a page reached inside the app by its history entry', () => {
    expect(scrollKey({ key: 'x1y2z3', pathname: '/admin/lojas', search: '' })).toBe('x1y2z3');
  });
});
