import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const BASE_URL = `http://localhost:${PORT}`;
// The postal-code provider is faked locally (e2e/fake-cep-server.mjs), one port above the app.
const CEP_PORT = PORT + 1;
// `npm test` builds once before the e2e run; a direct `playwright test` builds here.
const BUILD = process.env.E2E_SKIP_BUILD ? '' : 'npm run build -w @mall/web && npm run build -w @mall/api && ';

// Playwright loads this file in every worker too; only the main process starts the server,
// and only it needs a data directory (a fresh, empty database: the demo seed runs on it).
const dataDir = process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), 'mall-e2e-')) : '';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest flows (a purchase recorded, approved, edited and counted) take about 30 s on two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['json', { outputFile: 'test-results/e2e.json' }], ['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node e2e/fake-cep-server.mjs',
      url: `http://127.0.0.1:${CEP_PORT}/health`,
      reuseExistingServer: false,
      env: { FAKE_CEP_PORT: String(CEP_PORT) },
    },
    {
      // The real product: built web app served by the built API, one port, embedded database.
      command: `${BUILD}node apps/api/dist/server.js`,
      cwd: '../..',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // Every test logs in; the production limits (20 per IP, 5 per account a minute) would
        // turn a full run into 429s. The limiter itself is covered by the API's tests.
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        REGISTER_RATE_LIMIT_PER_IP: '1000',
        CEP_LOOKUP_URL: `http://127.0.0.1:${CEP_PORT}/ws/{cep}/json/`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
