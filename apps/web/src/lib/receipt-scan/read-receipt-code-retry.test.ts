import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { READER_WASM_URL, readReceiptCode } from './read-receipt-code';

// A module of its own: the decoder is loaded once per module instance, and this one's first load fails.

const wasm = () =>
  new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')));

afterAll(() => vi.unstubAllGlobals());

describe('the decoder failing to load', () => {
  it('rejects, then loads from our own address again at the next reading, never from a CDN', async () => {
    const fetched: string[] = [];
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        fetched.push(url);
        if (!online) return new Response('offline', { status: 503 });
        return new Response(wasm(), { headers: { 'content-type': 'application/wasm' } });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pixels = { data: new Uint8ClampedArray(4 * 64 * 64).fill(255), width: 64, height: 64 } as ImageData;
    await expect(readReceiptCode(pixels)).rejects.toThrow();
    online = true;
    expect(await readReceiptCode(pixels)).toEqual({ status: 'none' });
    expect(fetched.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fetched)).toEqual(new Set([READER_WASM_URL]));
  });
});
