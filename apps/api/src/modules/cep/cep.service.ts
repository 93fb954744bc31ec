import { type CepAddressData, MESSAGES, UFS } from '@mall/shared';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../../lib/errors';

export const CEP_UNAVAILABLE = 'Serviço de CEP indisponível. Preencha o endereço manualmente.';

export interface CepLookupOptions {
  /** Provider URL with a `{cep}` placeholder (ViaCEP's shape). */
  url: string;
  timeoutMs?: number;
  maxEntries?: number;
  foundTtlMs?: number;
  notFoundTtlMs?: number;
}

/** What the cache keeps: the address, or `null` for a CEP the provider does not know. */
interface Entry {
  value: CepAddressData | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** ViaCEP answers `{erro: true}` (or `"true"`) for an unknown CEP; anything else unusable is garbage. */
function parseProvider(cep: string, body: unknown): CepAddressData | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === 'true') return null;
  const state = text(b.uf).toUpperCase();
  const city = text(b.localidade);
  if (!UFS.includes(state) || !city) throw new Error('missing city or state');
  return { zipCode: cep, address: text(b.logradouro), neighborhood: text(b.bairro), city, state };
}

/**
 * Postal-code lookup through an external provider, with a short timeout and an in-memory LRU
 * cache (answers found for a day, "not found" for a few minutes; failures are not cached).
 * Concurrent lookups of the same CEP share one provider call (the cache's `fetch`). The cache is
 * per process: it only saves calls, so several API processes stay correct without sharing it.
 */
export function createCepLookup(opts: CepLookupOptions) {
  const timeoutMs = opts.timeoutMs ?? 3_000;
  const foundTtlMs = opts.foundTtlMs ?? 24 * 60 * 60 * 1000;
  const notFoundTtlMs = opts.notFoundTtlMs ?? 5 * 60 * 1000;
  const cache = new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 5_000,
    ttl: foundTtlMs,
    async fetchMethod(cep, _stale, { options }) {
      const value = await fetchProvider(cep);
      if (!value) options.ttl = notFoundTtlMs;
      return { value };
    },
  });

  async function fetchProvider(cep: string): Promise<CepAddressData | null> {
    try {
      const res = await fetch(opts.url.replace('{cep}', cep), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return parseProvider(cep, await res.json());
    } catch {
      throw new AppError('BAD_GATEWAY', CEP_UNAVAILABLE);
    }
  }

  /** The address of an 8-digit CEP; 404 "CEP não encontrado"; 502 when the provider fails. */
  async function lookup(cep: string): Promise<CepAddressData> {
    const entry = await cache.fetch(cep);
    if (!entry?.value) throw notFound(MESSAGES.cepNotFound);
    return entry.value;
  }

  return { lookup, size: () => cache.size };
}
