import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

/**
 * Bad input generated from the route schemas of the OpenAPI document: every JSON body and query
 * of every route gets wrong types, missing and extra fields, huge, deeply nested, NUL and control
 * characters and numbers out of range, as an administrator and anonymously. No answer may be a
 * 5xx, and a refused request may not write a row anywhere.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Case {
  label: string;
  options: InjectOptions;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PARAM_VALUES: Record<string, string> = { code: 'ZZZZZZZZZZ', cep: '01310100' };
const SKIPPED_PATHS = [/^\/api\/cep\//, /^\/api\/shared\/upload$/, /^\/api\/docs/];

function deepArray(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
function deepObject(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Values no field accepts, whatever its type. */
const ANY_BAD: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['huge text', 'á'.repeat(60_000)],
  ['nested 3,000 deep', deepArray(3000)],
  ['nested object', deepObject(500)],
];

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown';
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt) return typeOf(alt.find((s) => s.type !== 'null') ?? alt[0]);
  if (schema.enum) return 'enum';
  return (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? 'unknown';
}

/** Wrong values for a field of this schema (type-directed), plus the ones no field accepts. */
function badValues(schema: JsonSchema | undefined): [string, unknown][] {
  const byType: Record<string, [string, unknown][]> = {
    string: [
      ['number for text', 12345],
      ['object for text', { x: 1 }],
      ['array for text', ['a']],
      ['control characters', '\u0001\u0007\u001b[31m\u007f'],
    ],
    number: [
      ['text for number', 'abc'],
      ['huge number', 1e308],
      ['negative huge number', -1e308],
      ['beyond 2^63', 2 ** 63 + 2 ** 12],
      ['boolean for number', true],
    ],
    integer: [
      ['text for integer', 'abc'],
      ['fraction for integer', 0.5],
      ['huge integer', 1e308],
      ['beyond 2^63', 2 ** 63 + 2 ** 12],
      ['negative huge integer', -1e20],
    ],
    boolean: [
      ['text for boolean', 'talvez'],
      ['number for boolean', 2],
    ],
    array: [
      ['text for list', 'x'],
      ['object for list', { a: 1 }],
      ['list of 5,000 wrong items', Array.from({ length: 5000 }, () => ({ x: 1 }))],
    ],
    object: [
      ['text for object', 'x'],
      ['list for object', [1]],
    ],
    enum: [
      ['unknown option', 'NAO_EXISTE'],
      ['number for option', 7],
    ],
  };
  return [...(byType[typeOf(schema)] ?? []), ...ANY_BAD];
}

const RAW_BODIES: [string, string][] = [
  ['malformed JSON', '{"a":'],
  ['prototype pollution', '{"__proto__":{"role":"DEDPREMIUM"},"constructor":{"prototype":{"x":1}}}'],
  ['number out of range', '{"x":1e999}'],
  ['JSON null', 'null'],
  ['JSON list', '[1,2,3]'],
  ['JSON text', '"texto"'],
  ['deeply nested raw', `${'['.repeat(7000)}${']'.repeat(7000)}`],
];

const BAD_QUERY_VALUES: [string, string | string[]][] = [
  ['empty', ''],
  ['text', 'abc'],
  ['negative', '-1'],
  ['huge number', '1e309'],
  ['beyond 2^63', '99999999999999999999999'],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u001b'],
  ['huge text', 'a'.repeat(6000)],
  ['repeated', ['1', '2']],
];

function bodyCases(method: string, url: string, schema: JsonSchema | undefined): Case[] {
  const json = (label: string, payload: unknown): Case => ({
    label,
    options: { method: method as never, url, payload: payload as object },
  });
  const cases: Case[] = RAW_BODIES.map(([label, body]) => ({
    label,
    options: { method: method as never, url, payload: body, headers: { 'content-type': 'application/json' } },
  }));
  if (!schema || typeOf(schema) !== 'object') return cases;
  const properties = Object.entries(schema.properties ?? {});
  if ((schema.required ?? []).length > 0) cases.push(json('missing required fields', { campoExtra: 'x' }));
  cases.push(json('only unknown fields', { campoExtra: { aninhado: deepArray(50) }, outro: 'a\u0001' }));
  for (const [name, prop] of properties) {
    for (const [label, value] of badValues(prop)) {
      cases.push(json(`${name}: ${label}`, { [name]: value }));
      const itemType = typeOf(prop.items);
      if (typeOf(prop) === 'array' && itemType !== 'unknown') {
        cases.push(json(`${name}[]: ${label}`, { [name]: [value] }));
      }
      if (typeOf(prop) === 'object' && prop.properties) {
        for (const [inner, innerSchema] of Object.entries(prop.properties)) {
          for (const [innerLabel, innerValue] of badValues(innerSchema).slice(0, 2)) {
            cases.push(json(`${name}.${inner}: ${innerLabel}`, { [name]: { [inner]: innerValue } }));
          }
        }
      }
    }
  }
  return cases;
}

function queryCases(method: string, url: string, params: Operation['parameters']): Case[] {
  const cases: Case[] = [];
  for (const p of params ?? []) {
    if (p.in !== 'query') continue;
    for (const [label, value] of BAD_QUERY_VALUES) {
      cases.push({
        label: `?${p.name}: ${label}`,
        options: { method: method as never, url, query: { [p.name]: value } },
      });
    }
  }
  return cases;
}

function routeCases(doc: { paths: Record<string, Record<string, Operation>> }): { route: string; cases: Case[] }[] {
  const routes: { route: string; cases: Case[] }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (SKIPPED_PATHS.some((re) => re.test(path))) continue;
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAM_VALUES[name] ?? MISSING_ID);
    for (const [method, op] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(verb)) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      const cases = [
        ...queryCases(verb, url, op.parameters),
        ...(verb === 'GET' || verb === 'DELETE' ? [] : bodyCases(verb, url, body)),
      ];
      if (cases.length > 0) routes.push({ route: `${verb} ${path}`, cases });
    }
  }
  return routes;
}

let t: TestApp;
let admin: { authorization: string };
let countRows: () => Promise<Record<string, number>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  const tables = (await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((r) => r.name).filter((n) => !n.startsWith('__drizzle'));
  const union = names.map((n) => `select '${n}' as name, count(*)::int as n from "${n}"`).join(' union all ');
  countRows = async () => {
    const res = (await t.database.db.execute(sql.raw(union))) as unknown as { rows: { name: string; n: number }[] };
    return Object.fromEntries(res.rows.map((r) => [r.name, Number(r.n)]));
  };
});
afterAll(() => t.close());

describe('fuzzing every route from its schema', () => {
  it('answers no 5xx and writes no row for bad bodies and queries, as an administrator and anonymously', async () => {
    const routes = routeCases(t.app.swagger() as never);
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const { route, cases } of routes) {
      const before = await countRows();
      let accepted = 0;
      for (const c of cases) {
        for (const [who, headers] of [
          ['admin', admin],
          ['anonymous', {}],
        ] as const) {
          const res = await t.request({
            ...c.options,
            headers: { ...c.options.headers, ...headers },
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(`${route} [${who}] ${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode < 400) accepted += 1;
          else {
            const body = res.json() as { statusCode?: number; message?: unknown };
            if (body.statusCode !== res.statusCode || !body.message)
              failures.push(`${route} [${who}] ${c.label}: ${res.statusCode} without the envelope`);
          }
        }
      }
      // Only a route that refused every case must have left every table as it was.
      if (accepted === 0) {
        const after = await countRows();
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          failures.push(`${route}: rows changed in ${changed.join(', ')} although every request was refused`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 180_000);
});
