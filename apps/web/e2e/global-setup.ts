import { execSync } from 'node:child_process';
import { join } from 'node:path';

/** `npm test` builds once before the e2e run (E2E_SKIP_BUILD=1); a direct `playwright test` builds here. */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD) return;
  execSync('npm run build -w @mall/web && npm run build -w @mall/api', {
    cwd: join(import.meta.dirname, '../../..'),
    stdio: 'inherit',
  });
}
