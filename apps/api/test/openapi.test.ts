import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

const run = promisify(execFile);
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; required?: boolean }[];
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

let t: TestApp;
let doc: Document;
let dir: string;
beforeAll(async () => {
  // The CEP route must not reach the real provider when probed.
  t = await createTestApp({ CEP_LOOKUP_URL: 'http://127.0.0.1:9/ws/{cep}/json/' });
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = mkdtempSync(join(tmpdir(), 'openapi-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** `redocly lint` with apps/api/redocly.yaml (recommended rules); offline, no telemetry or update check. */
async function lint(document: unknown) {
  const file = join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  const { stdout } = await run(
    process.execPath,
    [redocly, 'lint', file, '--config', join(apiRoot, 'redocly.yaml'), '--format', 'json'],
    {
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
    },
  ).catch((err: { stdout: string }) => ({ stdout: err.stdout })); // exit code 1 when errors are found
  const { problems } = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  const describe = (severity: string) =>
    problems
      .filter((p) => p.severity === severity)
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
  return { errors: describe('error'), warnings: describe('warn') };
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('OpenAPI document (/api/docs/json)', () => {
  it('passes redocly lint (recommended rules) with no error and only the justified warnings', async () => {
    const { errors, warnings } = await lint(doc);
    expect(errors).toEqual([]);
    const justified = (w: string) =>
      // The router matches the literal `voucher` before an id, and ids are UUIDs: never ambiguous.
      (w.startsWith('no-ambiguous-paths') && w.includes('/api/rescues/voucher/{code}')) ||
      // Public reads that take no input at all: no client error is possible.
      (w.startsWith('operation-4xx-response') &&
        ['health', 'campaigns~1active', 'prizes~1featured', 'faqs'].some((p) =>
          w.includes(`#/paths/~1api~1${p}/get/`),
        ));
    expect(warnings.filter((w) => !justified(w))).toEqual([]);
  }, 60_000);

  it('gives every operation a unique operationId and a summary', () => {
    const missing = operations()
      .filter(({ op }) => !op.operationId || !op.summary)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fails the lint when a route lacks its operationId or summary', async () => {
    const broken = structuredClone(doc);
    const login = broken.paths['/api/auth/login']!.post!;
    delete login.operationId;
    delete login.summary;
    const { errors } = await lint(broken);
    expect(errors.some((e) => e.startsWith('operation-operationId'))).toBe(true);
    expect(errors.some((e) => e.startsWith('operation-summary'))).toBe(true);
  }, 60_000);

  it('marks exactly the operations that answer without a token as public', async () => {
    const fill = (path: string) =>
      path
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{cep}', '01310100')
        .replace('{code}', 'ABCDEFGHJK');
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const isPublic = op.security !== undefined && op.security.length === 0;
      const jsonBody = op.requestBody?.content['application/json'] !== undefined;
      const requiredQuery = op.parameters?.some((p) => p.in === 'query' && p.required) ?? false;
      // The request is validated before the token is checked: a protected operation with a JSON
      // body or a required query parameter answers 400 to an empty request, not 401.
      if (!isPublic && (jsonBody || requiredQuery)) continue;
      const res = await t.request({
        method: method.toUpperCase() as 'GET',
        url: fill(path),
        ...(jsonBody ? { payload: {} } : {}),
      });
      if ((res.statusCode === 401) === isPublic) wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the public operations', () => {
    const publicOps = operations()
      .filter(({ op }) => op.security?.length === 0)
      .map(({ op }) => op.operationId)
      .sort();
    expect(publicOps).toEqual(
      [
        'checkPasswordLink',
        'forgotPassword',
        'getActiveCampaign',
        'getHealth',
        'getVoucher',
        'listActivePrizes',
        'listActiveStores',
        'listFaqs',
        'listFeaturedPrizes',
        'listSegments',
        'login',
        'lookupCep',
        'registerClient',
        'resetPassword',
        'sendContactMessage',
        'unsubscribeReminder',
        'setShopkeeperPassword',
      ].sort(),
    );
  });

  it('describes the upload as a multipart body with one file', () => {
    const upload = doc.paths['/api/shared/upload']!.post!;
    expect(upload.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: expect.objectContaining({ type: 'string', format: 'binary' }) },
        },
      },
    });
  });
});
