import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { databaseStorage, localStorage, type Storage } from '../src/lib/storage';
import { createTestApp, type TestApp } from './support/app';
import { storageContract } from './support/storage-contract';

// The storage contract, against each storage the app can keep its files in.

const dir = mkdtempSync(join(tmpdir(), 'mall-storage-'));
let t: TestApp;
let disk: Storage;
let database: Storage;

beforeAll(async () => {
  disk = localStorage(dir);
  t = await createTestApp({}, { seed: false });
  database = databaseStorage(t.database.db);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

storageContract('disk', () => disk);
storageContract('database', () => database);
