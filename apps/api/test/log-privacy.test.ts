import { formatCpf } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, outbox } from '../src/db/schema';
import { redactText } from '../src/lib/log-redaction';
import { createTestApp, type TestApp } from './support/app';
import { cpfFrom, demoIds } from './support/fixtures';

// The server's log never holds a password link's token or a CPF: the e-mailed links carry the
// token after `#` (never sent to the server), and every URL, message and error the log writes has
// its tokens, searches and CPFs blanked, so an old `?token=` link or a staff search by CPF opened
// against this server leaves no trace of them either.

const lines: string[] = [];
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  ids = await demoIds(t);
});
afterAll(() => t.close());

/** The link of the newest e-mail to `to`, and the token it carries (after `#` or `?`). */
async function linkTo(to: string): Promise<{ link: URL; token: string }> {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const found = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(found, `an e-mail with a link to ${to}`).toBeDefined();
  const link = new URL(found!);
  const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? link.searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThanOrEqual(40);
  return { link, token };
}

describe('the server log', () => {
  it('holds neither the password links’ tokens nor the CPFs staff search for, after the flows that carry them', async () => {
    const admin = await t.login('admin@example.com');
    const [customer] = await t.database.db.select().from(clients).where(eq(clients.email, 'cliente@example.com'));
    const cpf = customer!.cpf;

    // A forgotten password: the link's token goes after `#`, which no browser sends to a server.
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'cliente@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await linkTo('cliente@example.com');
    expect(`${reset.link.origin}${reset.link.pathname}`).toBe(`${t.config.publicUrl}/redefinir-senha`);
    expect(reset.link.search).toBe('');
    expect(reset.link.hash).toBe(`#token=${reset.token}`);

    // A new shop owner's set-password link (48 hours), the same way.
    const keeperCpf = cpfFrom('271828182');
    const keeper = await t.request({
      method: 'POST',
      url: '/api/shopkeepers',
      headers: admin,
      payload: {
        name: 'Lojista do Log',
        email: 'lojista.log@example.com',
        cpf: formatCpf(keeperCpf),
        phone: '(11) 98888-7766',
        storeId: ids.storeId,
        user: { name: 'Lojista do Log', email: 'lojista.log@example.com' },
      },
    });
    expect(keeper.statusCode, keeper.body).toBe(201);
    const set = await linkTo('lojista.log@example.com');
    expect(set.link.pathname).toBe('/shopkeeper/set-password');
    expect(set.link.search).toBe('');

    // The pages opened as an old e-mail had them (`?token=`): the web app's HTML comes from this
    // server too. The links' check and use send the token in the body.
    for (const url of [`/redefinir-senha?token=${reset.token}`, `/shopkeeper/set-password?token=${set.token}`]) {
      await t.request({ method: 'GET', url });
    }
    const checked = await t.request({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token: reset.token, purpose: 'reset' },
    });
    expect(checked.statusCode).toBe(200);
    // A token in another parameter's place, or in an address that does not exist.
    await t.request({ method: 'GET', url: `/api/auth/password-link?access_token=${set.token}&x=1` });

    // Staff look a customer up by CPF: digits, the masked form, encoded, and in a path.
    for (const search of [cpf, formatCpf(cpf), encodeURIComponent(formatCpf(cpf))]) {
      const found = await t.request({ method: 'GET', url: `/api/clients?search=${search}`, headers: admin });
      expect(found.statusCode).toBe(200);
    }
    await t.request({ method: 'GET', url: `/api/sales?page=1&limit=10&search=${cpf}`, headers: admin });
    await t.request({ method: 'GET', url: `/api/clients?q=${cpf}&limit=5`, headers: admin });
    await t.request({ method: 'GET', url: `/api/nada/${formatCpf(cpf)}/x`, headers: admin });

    // An error that quotes a CPF (a unique violation's detail, a failed query's parameters), as the
    // error handler logs it.
    const duplicate = Object.assign(new Error(`duplicate key value: ${cpf}`), {
      code: '23505',
      detail: `Key (cpf)=(${cpf}) already exists.`,
      params: ['Maria', formatCpf(cpf)],
    });
    t.app.log.error({ err: duplicate }, 'unhandled error');
    t.app.log.child({ reqId: 'x' }).warn(new Error('failed', { cause: duplicate }));
    t.app.log.info('opened /redefinir-senha?token=%s for %s', reset.token, cpf);
    expect(duplicate.detail).toContain(cpf);

    const log = lines.join('');
    expect(log).toContain('Key (cpf)=([cpf]) already exists.');
    // The requests were logged, with their addresses blanked where they held a secret.
    expect(log).toContain('/api/clients?search=[redacted]');
    expect(log).toContain('/redefinir-senha?token=[redacted]');
    expect(log).toContain('/api/sales?page=1&limit=10&search=[redacted]');
    for (const secret of [reset.token, set.token, cpf, formatCpf(cpf), keeperCpf, formatCpf(keeperCpf)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(encodeURIComponent(formatCpf(cpf)));
  });
});

describe('redactText', () => {
  it('blanks tokens, searches and CPFs in any text, and leaves the rest of an address alone', () => {
    expect(redactText('/redefinir-senha?token=abc_DEF-123')).toBe('/redefinir-senha?token=[redacted]');
    expect(redactText('/x#token=abc&y=2')).toBe('/x#token=[redacted]&y=2');
    expect(redactText('/api/clients?page=2&search=Maria%20Silva&limit=10')).toBe(
      '/api/clients?page=2&search=[redacted]&limit=10',
    );
    expect(redactText('/api/logs?q=joao&Access_Token=z')).toBe('/api/logs?q=[redacted]&Access_Token=[redacted]');
    expect(redactText('/api/sales/1/reject?reason=Nota%20de%20Maria')).toBe('/api/sales/1/reject?reason=[redacted]');
    expect(redactText('CPF 529.982.247-25 e 52998224725 e 529%2E982%2E247%2D25')).toBe('CPF [cpf] e [cpf] e [cpf]');
    // Ids, dates, a CNPJ, a phone and a request id are not CPFs.
    for (const kept of [
      '/api/sales/0e3b1c52-1234-4a8b-9c3d-123456789012',
      '/api/reports?from=2026-01-01&to=2026-12-31',
      '/api/stores?cnpj=11222333000181',
      '{"time":1765123456789}',
    ]) {
      expect(redactText(kept)).toBe(kept);
    }
  });
});
