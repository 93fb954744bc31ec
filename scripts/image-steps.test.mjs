// The Dockerfile keeps what operators rely on, and scripts/image-steps.mjs (which runs the
// Dockerfile's own instructions on a machine without Docker) understands every one of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { imageSteps, parseDockerfile } from './image-steps.mjs';

const root = join(import.meta.dirname, '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

test('the Dockerfile builds in one stage and runs pruned, as a non-root user, with a health check', () => {
  const stages = parseDockerfile(dockerfile);
  assert.equal(stages.length, 2);
  assert.equal(stages[0].name, 'build');
  const steps = imageSteps(dockerfile);
  assert.deepEqual(steps.buildCopies, ['. .']);
  assert.deepEqual(steps.finalCopies, ['--from=build /app /app']);
  assert.match(steps.buildRuns[0], /^npm ci\b/);
  assert.ok(steps.buildRuns.some((r) => /\bnpm run build\b/.test(r)));
  assert.match(steps.buildRuns.at(-1), /^npm prune --omit=dev\b/);
  assert.notEqual(steps.user, 'root');
  assert.equal(steps.env.NODE_ENV, 'production');
  assert.deepEqual(steps.cmd.slice(-1), ['apps/api/dist/server.js']);
  assert.ok(steps.healthcheck.join(' ').includes('/api/health'));
  // Every instruction is one the script runs or reads (a new kind would go unexercised).
  const known = new Set([
    'WORKDIR',
    'COPY',
    'RUN',
    'ENV',
    'USER',
    'VOLUME',
    'EXPOSE',
    'HEALTHCHECK',
    'STOPSIGNAL',
    'CMD',
  ]);
  for (const stage of stages) for (const s of stage.steps) assert.ok(known.has(s.op), `unknown instruction ${s.op}`);
});

test('compose.yaml builds this image, waits for PostgreSQL and gives it longer to stop than SHUTDOWN_TIMEOUT_MS', () => {
  const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');
  assert.match(compose, /build: \./);
  assert.match(compose, /DATABASE_URL: postgres:\/\/mall:mall@db:5432\/mall/);
  assert.match(compose, /condition: service_healthy/);
  const timeout = Number(/SHUTDOWN_TIMEOUT_MS: (\d+)/.exec(compose)[1]);
  const grace = Number(/stop_grace_period: (\d+)s/.exec(compose)[1]);
  assert.ok(grace * 1000 > timeout);
});
