import type { Segment, SegmentBody } from '@mall/shared';
import { asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { segments, stores } from '../../db/schema';
import { conflict, foreignKeyViolation, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';

export const SEGMENT_MESSAGES = {
  notFound: 'Segmento não encontrado',
  nameTaken: 'Já existe um segmento com este nome',
  inUse: 'Este segmento está em uso por lojas e não pode ser excluído. Mude o segmento dessas lojas antes.',
} as const;

const toSegment = (row: typeof segments.$inferSelect): Segment => ({ id: row.id, name: row.name });

function mapNameTaken(err: unknown): never {
  if (uniqueViolation(err) !== undefined) throw conflict(SEGMENT_MESSAGES.nameTaken);
  throw err;
}

export async function listSegments(db: Db, q: Paging & { search?: string }) {
  const where = q.search ? ilike(segments.name, likePattern(q.search)) : undefined;
  const { rows, total } = await paginate(q, (total) =>
    db.select({ segment: segments, total }).from(segments).where(where).orderBy(asc(segments.name), asc(segments.id)),
  );
  return { data: rows.map((r) => toSegment(r.segment)), total };
}

export async function createSegment(db: Db, input: SegmentBody): Promise<Segment> {
  try {
    const [row] = await db.insert(segments).values({ name: input.name }).returning();
    return toSegment(row!);
  } catch (err) {
    mapNameTaken(err);
  }
}

export async function renameSegment(db: Db, id: string, input: SegmentBody): Promise<Segment> {
  try {
    const [row] = await db.update(segments).set({ name: input.name }).where(eq(segments.id, id)).returning();
    if (!row) throw notFound(SEGMENT_MESSAGES.notFound);
    return toSegment(row);
  } catch (err) {
    mapNameTaken(err);
  }
}

export async function deleteSegment(db: Db, id: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      // Checked first for a clear answer; the foreign key still guards a store added meanwhile.
      const [used] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.segmentId, id)).limit(1);
      if (used) throw conflict(SEGMENT_MESSAGES.inUse);
      const [row] = await tx.delete(segments).where(eq(segments.id, id)).returning({ id: segments.id });
      if (!row) throw notFound(SEGMENT_MESSAGES.notFound);
    })
    .catch((err) => {
      if (foreignKeyViolation(err)) throw conflict(SEGMENT_MESSAGES.inUse);
      throw err;
    });
}
