import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, segments } from '../src/db/schema';
import { auditedChange, auditedDelete } from '../src/lib/audited-change';
import { conflict } from '../src/lib/errors';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let segmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.insert(segments).values({ name: 'Tapeçaria' }).returning();
  segmentId = row!.id;
});
afterAll(() => t.close());

const spec = (id: string, change: Parameters<typeof auditedChange>[1]['change']) => ({
  table: segments,
  id,
  notFound: 'Segmento não encontrado',
  moduleName: 'Store' as const,
  methodName: 'rename',
  actorId: null,
  state: (_tx: unknown, row: typeof segments.$inferSelect) => ({ name: row.name }),
  change,
});
const auditRows = () =>
  t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.entityId, segmentId), eq(logs.moduleName, 'Store')));

describe('auditedChange', () => {
  it('writes the change and its audit row (state before and after) together', async () => {
    const result = await auditedChange(
      t.database.db,
      spec(segmentId, (tx) => tx.update(segments).set({ name: 'Tapetes' }).where(eq(segments.id, segmentId))),
    );
    expect(result).toEqual({ name: 'Tapetes' });
    expect(await auditRows()).toMatchObject([
      { methodName: 'rename', previousState: { name: 'Tapeçaria' }, result: { name: 'Tapetes' } },
    ]);
  });

  it("answers the module's 404 for a missing row, and a refused change leaves nothing behind", async () => {
    await expect(
      auditedChange(
        t.database.db,
        spec('00000000-0000-4000-8000-000000000000', async () => {}),
      ),
    ).rejects.toMatchObject({ message: 'Segmento não encontrado' });
    await expect(
      auditedChange(
        t.database.db,
        spec(segmentId, async (tx) => {
          await tx.update(segments).set({ name: 'Outro' }).where(eq(segments.id, segmentId));
          throw conflict('Recusado');
        }),
      ),
    ).rejects.toMatchObject({ message: 'Recusado' });
    const [row] = await t.database.db.select().from(segments).where(eq(segments.id, segmentId));
    expect(row!.name).toBe('Tapetes');
    expect(await auditRows()).toHaveLength(1);
  });

  it('logs a deletion with the state before and no result', async () => {
    await auditedDelete(t.database.db, {
      ...spec(segmentId, (tx) => tx.delete(segments).where(eq(segments.id, segmentId))),
      methodName: 'delete',
    });
    const rows = await auditRows();
    expect(rows.find((r) => r.methodName === 'delete')).toMatchObject({
      previousState: { name: 'Tapetes' },
      result: null,
    });
  });
});
