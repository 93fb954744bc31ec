import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// Migration 0035: a campaign's state in a column of its own; `inactivated_at` only for a real
// inactivation (a new campaign used to be stamped "inactivated" at its creation).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = join(import.meta.dirname, '..', 'drizzle', '0035_campaign_active_state.sql');

async function rows<T>(query: string): Promise<T[]> {
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

/** Puts the campaigns table back as it was before the migration, then runs the migration's SQL. */
async function rerunMigration(prepare: () => Promise<void>) {
  await rows('alter table campaigns drop constraint campaigns_active_state');
  await rows('drop index campaigns_one_active');
  await rows('alter table campaigns drop column active');
  await rows(
    'create unique index campaigns_one_active on campaigns ((true)) where inactivated_at is null and is_finished = false',
  );
  await prepare();
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await rows(statement);
}

const campaign = (name: string, columns: string) =>
  rows(`insert into campaigns (name, description, start_date, end_date, created_at, inactivated_at, is_finished, finished_at)
        values ('${name}', 'x', '2024-01-01', '2024-01-31', ${columns})`);
const log = (name: string, method: string) =>
  rows(`insert into logs (module_name, method_name, entity_id)
        select 'Campaign', '${method}', id from campaigns where name = '${name}'`);

describe('migration 0035: the campaign state column', () => {
  it('keeps the running campaign active, and drops the creation and finish stamps that were no inactivation', async () => {
    await rerunMigration(async () => {
      // Created and never activated: stamped at its creation.
      await campaign('Nova', `'2024-01-01T10:00:00Z', '2024-01-01T10:00:00.004Z', false, null`);
      // Created, activated, inactivated a month later: a real inactivation.
      await campaign('Pausada', `'2024-01-01T10:00:00Z', '2024-02-01T09:00:00Z', false, null`);
      await log('Pausada', 'activate');
      await log('Pausada', 'inactivate');
      // Activated and inactivated within seconds of its creation: its trail says it ran.
      await campaign('Ligeira', `'2024-01-01T10:00:00Z', '2024-01-01T10:00:03Z', false, null`);
      await log('Ligeira', 'activate');
      await log('Ligeira', 'inactivate');
      // Finished while running: stamped with its finish.
      await campaign('Encerrada', `'2024-01-01T10:00:00Z', '2024-03-01T12:00:00.002Z', true, '2024-03-01T12:00:00Z'`);
      await log('Encerrada', 'activate');
      await log('Encerrada', 'finish');
    });
    const state = await rows<{ name: string; active: boolean; inactivated: string | null }>(
      `select name, active, to_char(inactivated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as inactivated
         from campaigns order by name`,
    );
    expect(state).toEqual([
      { name: 'Decore e Ganhe', active: true, inactivated: null },
      { name: 'Encerrada', active: false, inactivated: null },
      { name: 'Ligeira', active: false, inactivated: '2024-01-01 10:00:03' },
      { name: 'Nova', active: false, inactivated: null },
      { name: 'Pausada', active: false, inactivated: '2024-02-01 09:00:00' },
    ]);
    // One running campaign at a time, and never one marked inactivated or finished.
    await expect(rows("update campaigns set active = true where name = 'Nova'")).rejects.toThrow();
    await expect(rows("update campaigns set inactivated_at = now() where name = 'Decore e Ganhe'")).rejects.toThrow();
  });
});
