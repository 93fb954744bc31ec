import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One migrated and one seeded template per run (test/support/pg-template.ts), so parallel runs
// on one server never share them; each test file starts from a copy.
const run = randomBytes(4).toString('hex');
process.env.TEST_TEMPLATE_DB ??= `mall_test_tpl_${run}`;
process.env.TEST_TEMPLATE_DIR ??= join(tmpdir(), `mall-test-tpl-${run}`);

// The same integration tests run on the embedded database and, when TEST_DATABASE_URL points
// at a server, on real PostgreSQL too.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: `api-${engine}`,
        include: ['test/**/*.test.ts'],
        // *.pg.test.ts needs a PostgreSQL server (several processes on one database).
        exclude: engine === 'postgres' ? [] : ['test/**/*.pg.test.ts'],
        env: { TEST_DB_ENGINE: engine },
        globalSetup: ['test/support/pg-template.ts'],
        testTimeout: 30_000,
        hookTimeout: 180_000,
        maxWorkers: 2,
        isolate: false,
      },
    })),
  },
});
