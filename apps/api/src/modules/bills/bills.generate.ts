import { randomUUID } from 'node:crypto';
import { billDueDate, type generateBillsResponseSchema, todayIn } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { monthLabel, oneOrMany } from '../extracts/extracts.mapper';
import { billedAmong } from '../extracts/extracts.queries';
import { EXTRACT_NOT_FOUND } from '../extracts/extracts.service';
import { issueBill } from './bills.issue';
import { monthRefOf, toBills } from './bills.mapper';
import type { BillProvider } from './bills.provider';
import { billRowsById, insertBills, lockStatementsToBill, type NewBill, setStatementStatus } from './bills.queries';

export type GenerateBillsResponse = z.infer<typeof generateBillsResponseSchema>;

export interface GenerateBillsInput {
  extractIds: string[];
  userId: string;
  timeZone: string;
  provider: BillProvider;
  /** The generation day (YYYY-MM-DD); today in APP_TIMEZONE by default. */
  today?: string;
  /** The clock of the first attempt at the provider; now by default. */
  now?: Date;
}

/** "1 boleto gerado", "3 boletos gerados", "Nenhum boleto gerado". */
function generatedMessage(n: number): string {
  if (n === 0) return 'Nenhum boleto gerado';
  return n === 1 ? '1 boleto gerado' : `${n} boletos gerados`;
}

/**
 * "Gerar boletos" (DECISIONS.md, "Statements and bills"). First, in one transaction: the selected
 * statements are locked; an unknown id refuses the whole request (404 naming it, nothing written).
 * A statement that already has an active bill, or whose amount due is zero, gets none and is listed
 * in `skipped` with the reason. Each other statement gets a bill due BILL_DUE_DAYS after today
 * (APP_TIMEZONE) on a São Paulo business day, recorded AGUARDANDO (statement AGUARDANDO REGISTRO)
 * until its provider answers. Then, once that is committed, each bill is issued by the configured
 * provider (`issueBill`: its answer recorded and audited in a transaction of its own, the
 * statement's status following the bill's: A VENCER for an open bill), and the bills are answered
 * as they are then; one the provider failed stays AGUARDANDO with the error, for `bills.issue`.
 */
export async function generateBills(db: Db, input: GenerateBillsInput): Promise<GenerateBillsResponse> {
  const ids = [...new Set(input.extractIds)];
  const today = input.today ?? todayIn(input.timeZone);
  const dueDate = billDueDate(today);
  const { billIds, skipped } = await db.transaction(async (tx) => {
    const statements = await lockStatementsToBill(tx, ids);
    const found = new Set(statements.map((s) => s.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new AppError('NOT_FOUND', oneOrMany(unknown.map((id) => `${EXTRACT_NOT_FOUND}: ${id}`)));
    }
    const billed = new Set((await billedAmong(tx, ids)).map((b) => b.extractId));
    const skipped: GenerateBillsResponse['skipped'] = [];
    const rows: NewBill[] = [];
    for (const s of statements) {
      const label = `O extrato de ${s.tradeName} de ${monthLabel(s.month, s.year)}`;
      if (billed.has(s.id)) skipped.push({ extractId: s.id, reason: `${label} já tem boleto` });
      else if (s.amountDueCents === 0)
        skipped.push({ extractId: s.id, reason: `${label} tem valor zero: não há boleto a gerar` });
      else
        rows.push({
          id: randomUUID(),
          storeId: s.storeId,
          extractId: s.id,
          monthRef: monthRefOf(s.year, s.month),
          amountDueCents: s.amountDueCents,
          adminFeeBps: s.feeBps,
          dueDate,
          status: 'AGUARDANDO',
          provider: input.provider.name,
          createdById: input.userId,
        });
    }
    await insertBills(tx, rows);
    await setStatementStatus(
      tx,
      rows.map((r) => r.extractId!),
      'waiting_registration',
    );
    return { billIds: rows.map((r) => r.id!), skipped };
  });

  const now = input.now ?? new Date();
  for (const id of billIds) {
    await issueBill(db, input.provider, id, { now, first: true, timeZone: input.timeZone });
  }
  const data = toBills(await billRowsById(db, billIds), input.timeZone);
  return { message: generatedMessage(data.length), data, skipped };
}
