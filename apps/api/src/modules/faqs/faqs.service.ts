import type { CreateFaqBody, Faq, FaqOrderBody, UpdateFaqBody } from '@mall/shared';
import { asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { faqs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { increment } from '../../lib/sql';
import { lockFaqs } from './faqs.queries';

export const FAQ_MESSAGES = {
  notFound: 'Pergunta não encontrada',
  unknownInOrder: 'A lista de ordem tem perguntas que não existem; recarregue a página',
} as const;

type FaqRow = typeof faqs.$inferSelect;
const toFaq = (row: FaqRow): Faq => ({ id: row.id, question: row.question, answer: row.answer, order: row.order });

async function ordered(db: DbOrTx): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.order), asc(faqs.createdAt), asc(faqs.id));
}

/** Numbers the questions 1..n in the given order, writing only the rows that moved. */
async function renumber(tx: DbOrTx, rows: FaqRow[]): Promise<FaqRow[]> {
  const now = new Date().toISOString();
  const result: FaqRow[] = [];
  for (const [i, row] of rows.entries()) {
    const order = i + 1;
    if (row.order !== order) await tx.update(faqs).set({ order, updatedAt: now }).where(eq(faqs.id, row.id));
    result.push({ ...row, order });
  }
  return result;
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  return (await ordered(db)).map(toFaq);
}

export async function createFaq(db: Db, input: CreateFaqBody): Promise<Faq> {
  return db.transaction(async (tx) => {
    await lockFaqs(tx);
    const current = await ordered(tx);
    const position = Math.min(input.order ?? current.length + 1, current.length + 1);
    // Make room at the position, then keep the numbering contiguous.
    await tx
      .update(faqs)
      .set({ order: increment(faqs.order) })
      .where(gte(faqs.order, position));
    const [row] = await tx
      .insert(faqs)
      .values({ question: input.question, answer: input.answer, order: position })
      .returning();
    const all = await renumber(tx, await ordered(tx));
    return toFaq(all.find((f) => f.id === row!.id)!);
  });
}

export async function updateFaq(db: Db, id: string, input: UpdateFaqBody): Promise<Faq> {
  const [row] = await db
    .update(faqs)
    .set({ question: input.question, answer: input.answer, updatedAt: new Date().toISOString() })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw notFound(FAQ_MESSAGES.notFound);
  return toFaq(row);
}

/**
 * Applies a new order in one transaction. The list may be partial: listed questions take their
 * order, ties go to the listed one, and then everything is renumbered 1..n.
 */
export async function reorderFaqs(db: Db, items: FaqOrderBody): Promise<Faq[]> {
  return db.transaction(async (tx) => {
    await lockFaqs(tx);
    const ids = items.map((i) => i.id);
    const found = await tx.select({ id: faqs.id }).from(faqs).where(inArray(faqs.id, ids));
    if (found.length !== ids.length) throw badRequest(FAQ_MESSAGES.unknownInOrder);
    const wanted = new Map(items.map((i) => [i.id, i.order]));
    const current = await ordered(tx);
    const sorted = current
      .map((row, index) => ({ row, order: wanted.get(row.id) ?? row.order, listed: wanted.has(row.id), index }))
      .sort((a, b) => a.order - b.order || Number(b.listed) - Number(a.listed) || a.index - b.index)
      .map((e) => e.row);
    return (await renumber(tx, sorted)).map(toFaq);
  });
}

export async function deleteFaq(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFaqs(tx);
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    if (!row) throw notFound(FAQ_MESSAGES.notFound);
    await renumber(tx, await ordered(tx));
  });
}
