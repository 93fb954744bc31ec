import { describe, expect, it } from 'vitest';
import { decodeLogCursor, encodeLogCursor, type LogCursor } from './logs.cursor';

describe('the audit log cursor', () => {
  it('reads back what it wrote, in both directions, as URL-safe text', () => {
    for (const direction of ['after', 'before'] as const) {
      const cursor: LogCursor = {
        direction,
        createdAt: '2026-11-25T00:16:06.123456Z',
        id: '0b8f7f5e-1c1e-4f0e-9d6a-2b8e1f3c4d5a',
      };
      const text = encodeLogCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeLogCursor(text)).toEqual(cursor);
    }
  });

  it.each([
    '',
    'abc',
    '!!!',
    encodeURIComponent('a|x|y'),
    btoa('c|2026-11-25T00:16:06.123456Z|0b8f7f5e-1c1e-4f0e-9d6a-2b8e1f3c4d5a'),
    btoa('a|2026-11-25T00:16:06Z|0b8f7f5e-1c1e-4f0e-9d6a-2b8e1f3c4d5a'),
  ])('refuses text it did not write: %s', (text) => expect(decodeLogCursor(text)).toBeNull());
});
