import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// One migrated template database per run, so parallel runs on one server never share it.
process.env.TEST_TEMPLATE_DB ??= `mall_test_tpl_${randomBytes(4).toString('hex')}`;

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
        globalSetup: engine === 'postgres' ? ['test/support/pg-template.ts'] : [],
        testTimeout: 30_000,
        hookTimeout: 180_000,
        // Each file builds its own app and database; two cores, so keep the pool small.
        maxWorkers: 2,
      },
    })),
  },
});
