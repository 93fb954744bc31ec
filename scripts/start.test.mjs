// `npm start` builds for production even when the caller sets NODE_ENV=development (the documented
// default for the server): the start script runs here with a stand-in `npm` that records the
// environment of the build step and fails it, so the server never starts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

test('npm start builds for production when NODE_ENV=development is set', () => {
  const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'));
  const record = join(bin, 'calls.txt');
  try {
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "NODE_ENV=$NODE_ENV npm $*" >> "${record}"\nexit 3\n`);
    chmodSync(join(bin, 'npm'), 0o755);
    const result = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PATH: `${bin}${delimiter}${process.env.PATH}` },
      encoding: 'utf8',
      timeout: 30_000,
    });
    // The failed build stops the script before the server starts.
    assert.equal(result.status, 1);
    assert.deepEqual(readFileSync(record, 'utf8').trim().split('\n'), ['NODE_ENV=production npm run build']);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

test("the web app's build is the build alone: the bundle budget belongs to the tests", () => {
  const web = JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8'));
  // The app, then what the server draws into pages (apps/web/vite.server.config.ts): builds only.
  assert.equal(web.scripts.build, 'vite build && vite build -c vite.server.config.ts');
  const testScript = readFileSync(join(root, 'scripts/test.mjs'), 'utf8');
  assert.match(testScript, /apps\/web\/scripts\/bundle-size\.mjs/);
});
