import { randomUUID } from 'node:crypto';
import { billDueDate, type generateBillsResponseSchema, todayIn } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { writeAudits } from '../../plugins/audit';
import { monthLabel, oneOrMany } from '../extracts/extracts.mapper';
import { billedAmong } from '../extracts/extracts.queries';
import { EXTRACT_NOT_FOUND } from '../extracts/extracts.service';
import { auditFigures, monthRefOf, toBills } from './bills.mapper';
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
}

/** "1 boleto gerado", "3 boletos gerados", "Nenhum boleto gerado". */
function generatedMessage(n: number): string {
  if (n === 0) return 'Nenhum boleto gerado';
  return n === 1 ? '1 boleto gerado' : `${n} boletos gerados`;
}

/**
 * "Gerar boletos" (DECISIONS.md, "Statements and bills"), in one transaction: the selected
 * statements are locked; an unknown id refuses the whole request (404 naming it, nothing written).
 * A statement that already has an active bill, or whose amount due is zero, gets none and is listed
 * in `skipped` with the reason. Each other statement gets a bill issued by the configured
 * provider, due BILL_DUE_DAYS after today (APP_TIMEZONE) on a São Paulo business day, and its
 * status follows the bill's (A VENCER for an open bill, AGUARDANDO REGISTRO for one the provider
 * is still registering). Audited per bill (module Bill, `generate`).
 */
export async function generateBills(db: Db, input: GenerateBillsInput): Promise<GenerateBillsResponse> {
  const ids = [...new Set(input.extractIds)];
  const today = input.today ?? todayIn(input.timeZone);
  const dueDate = billDueDate(today);
  return db.transaction(async (tx) => {
    const statements = await lockStatementsToBill(tx, ids);
    const found = new Set(statements.map((s) => s.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new AppError('NOT_FOUND', oneOrMany(unknown.map((id) => `${EXTRACT_NOT_FOUND}: ${id}`)));
    }
    const billed = new Set((await billedAmong(tx, ids)).map((b) => b.extractId));
    const skipped: GenerateBillsResponse['skipped'] = [];
    const toBill = [];
    for (const s of statements) {
      const label = `O extrato de ${s.tradeName} de ${monthLabel(s.month, s.year)}`;
      if (billed.has(s.id)) skipped.push({ extractId: s.id, reason: `${label} já tem boleto` });
      else if (s.amountDueCents === 0)
        skipped.push({ extractId: s.id, reason: `${label} tem valor zero: não há boleto a gerar` });
      else toBill.push(s);
    }

    const rows: NewBill[] = [];
    for (const s of toBill) {
      const id = randomUUID();
      const issued = await input.provider.issue({
        billId: id,
        storeId: s.storeId,
        storeName: s.tradeName,
        cnpj: s.cnpj,
        month: s.month,
        year: s.year,
        amountDueCents: s.amountDueCents,
        dueDate,
      });
      rows.push({
        id,
        storeId: s.storeId,
        extractId: s.id,
        monthRef: monthRefOf(s.year, s.month),
        amountDueCents: s.amountDueCents,
        adminFeeBps: s.feeBps,
        dueDate,
        status: issued.status,
        provider: input.provider.name,
        providerRef: issued.providerRef ?? null,
        pixPayload: issued.pixPayload ?? null,
        errorMessage: issued.error ?? null,
        createdById: input.userId,
      });
    }
    await insertBills(tx, rows);
    const byStatus = (status: NewBill['status']) => rows.filter((r) => r.status === status).map((r) => r.extractId!);
    await setStatementStatus(tx, byStatus('ABERTO'), 'due');
    await setStatementStatus(tx, byStatus('AGUARDANDO'), 'waiting_registration');

    const data = toBills(
      await billRowsById(
        tx,
        rows.map((r) => r.id!),
      ),
      input.timeZone,
    );
    await writeAudits(
      tx,
      data.map((bill) => ({
        moduleName: 'Bill' as const,
        methodName: 'generate',
        entityId: bill.id,
        userId: input.userId,
        result: auditFigures(bill, { provider: input.provider.name }),
      })),
    );
    return { message: generatedMessage(data.length), data, skipped };
  });
}
