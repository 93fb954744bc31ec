import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, segments } from '../src/db/schema';
import { writeAudit } from '../src/plugins/audit';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('audit log', () => {
  it('commits with the change it records', async () => {
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.insert(segments).values({ name: 'Auditado' }).returning();
      await writeAudit(tx, { moduleName: 'Store', methodName: 'create', entityId: row!.id, userId: null, result: row });
    });
    const rows = await t.database.db.select().from(logs).where(eq(logs.methodName, 'create'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.result).toMatchObject({ name: 'Auditado' });
  });

  it('rolls back with the change when the change fails', async () => {
    const before = await rowCount(t.database.db, logs);
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeAudit(tx, { moduleName: 'Store', methodName: 'update', entityId: null, userId: null });
        // Violates the blank-name check: the whole change, audit row included, is undone.
        await tx.insert(segments).values({ name: '   ' });
      }),
    ).rejects.toThrow();
    expect(await rowCount(t.database.db, logs)).toBe(before);
  });
});
