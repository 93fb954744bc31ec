import { join } from 'node:path';
import { type AppConfig, loadConfig } from '../../src/config';

/** The app's configuration in tests; `env` overrides it. */
export function testConfig(dataDir = '/nonexistent', env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    // No scheduler firing in tests unless a test turns it on (test/jobs.test.ts).
    JOBS_ENABLED: 'false',
    // Tests upload many receipts as the demo customer; test/upload-limits.test.ts sets its own limits.
    UPLOAD_RATE_LIMIT_PER_ACCOUNT: '100000',
    UPLOAD_RATE_LIMIT_PER_IP: '100000',
    UPLOAD_MAX_UNATTACHED: '100000',
    ...env,
  });
}
