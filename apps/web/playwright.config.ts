import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest flows (a purchase recorded, approved, edited and counted) take about 30 s on two
  // cores, and up to 1.5 min on a machine whose memory is slow to hand out, where every new
  // browser process starts slowly (bench/FINDINGS.md, "Machines differ: compare interleaved"). The flows that set their own limit
  // give it with the same room.
  timeout: 120_000,
  // What a page waits for (a list loading, a toast) can take several seconds while the other
  // worker and its server keep both cores busy.
  expect: { timeout: 15_000 },
  reporter: [['json', { outputFile: 'test-results/e2e.json' }], ['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failing test keeps its trace: actions, network, console and the DOM at each step. No
    // screencast: encoding a frame at every paint made a run about a fifth slower, for pictures
    // the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
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
  // Each worker starts its own server and database (e2e/fixtures.ts); the build happens once, here.
  globalSetup: './e2e/global-setup.ts',
});
