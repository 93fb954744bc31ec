import { todayIn } from '@mall/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { billsDueForIssue, claimIssueAttempt, hasAudit, lockBill, recordIssueAnswer } from './bill-issue.queries';
import { auditFigures, toBill } from './bills.mapper';
import type { BillIssueResult, BillProvider } from './bills.provider';
import { billRowsById, setStatementStatus } from './bills.queries';

/**
 * Issuing a bill at its provider (DECISIONS.md, "Statements and bills"). "Gerar boletos" records
 * each bill AGUARDANDO and commits before any provider is called, so a rollback never leaves a
 * bill at a bank that the database does not know. Then each bill is sent to the provider outside
 * any transaction, its id as the idempotency key, and the answer recorded in a short transaction
 * of its own. What is left waiting (a provider that failed or refused, a process that stopped
 * between the commit and the answer) the job `bills.issue` sends again, with the same key. A
 * canceled bill is never sent.
 */

/** The longest provider error kept on a bill (a bank's answer may carry a whole page). */
const MAX_ERROR_LENGTH = 500;

export type IssueOutcome = 'issued' | 'failed' | 'skipped';

/**
 * One attempt at the provider for a waiting bill: `first` by the request that recorded it, or a
 * retry by the job once due. Answers `skipped` when the bill was not sent (issued or canceled
 * meanwhile, or taken by another attempt).
 */
export async function issueBill(
  db: Db,
  provider: BillProvider,
  billId: string,
  opts: { now: Date; first: boolean; timeZone: string },
): Promise<IssueOutcome> {
  const bill = await claimIssueAttempt(db, billId, opts.now, opts.first);
  if (!bill) return 'skipped';
  const [year, month] = bill.monthRef.split('-').map(Number) as [number, number];
  let answer: BillIssueResult;
  try {
    answer = await provider.issue({
      idempotencyKey: bill.id,
      billId: bill.id,
      storeId: bill.storeId,
      storeName: bill.storeName,
      cnpj: bill.cnpj,
      month,
      year,
      amountDueCents: bill.amountDueCents,
      dueDate: bill.dueDate ?? '',
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    answer = { status: 'AGUARDANDO', error: `Falha na emissão do boleto pelo provedor: ${reason}` };
  }
  return recordAnswer(db, provider.name, bill.id, answer, opts);
}

/**
 * The provider's answer, once: a bill already issued (another attempt answered first) is left as
 * it is. An answer without error issues the bill (its status, reference, PIX code; the
 * statement's status follows as at generation); an error is kept on the waiting bill for staff.
 * Audited: the first answer recorded is the bill's `generate` row, by whoever asked for it; a
 * later issue after a failure is `issue`.
 */
async function recordAnswer(
  db: Db,
  providerName: string,
  id: string,
  answer: BillIssueResult,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (!bill || bill.issuedAt) return 'skipped';
    const state = async () => {
      const [row] = await billRowsById(tx, [id], { withCanceled: true });
      return auditFigures(toBill(row!, todayIn(timeZone)), { provider: providerName });
    };
    const before = await state();
    const issued = !answer.error;
    if (issued) {
      await recordIssueAnswer(
        tx,
        id,
        {
          status: answer.status,
          providerRef: answer.providerRef ?? null,
          pixPayload: answer.pixPayload ?? null,
          errorMessage: null,
          issuedAt: now.toISOString(),
        },
        now,
      );
      if (bill.extractId && !bill.canceledAt) {
        await setStatementStatus(tx, [bill.extractId], answer.status === 'ABERTO' ? 'due' : 'waiting_registration');
      }
    } else {
      await recordIssueAnswer(
        tx,
        id,
        {
          errorMessage: String(answer.error).slice(0, MAX_ERROR_LENGTH),
          providerRef: answer.providerRef ?? bill.providerRef,
        },
        now,
      );
    }
    const generated = await hasAudit(tx, id, 'generate');
    if (!generated || issued) {
      await writeAudit(tx, {
        moduleName: 'Bill',
        methodName: generated ? 'issue' : 'generate',
        entityId: id,
        userId: generated ? null : bill.createdById,
        previousState: generated ? before : null,
        result: await state(),
      });
    }
    return issued ? 'issued' : 'failed';
  });
}

/** How many waiting bills one run of the job sends at most (the next run takes the rest). */
const BATCH = 50;

/** The job `bills.issue`: the waiting bills whose next attempt is due, sent again. */
export async function issuePendingBills(
  db: Db,
  provider: BillProvider,
  opts: { now: Date; timeZone: string },
): Promise<{ issued: number; failed: number } | null> {
  const ids = await billsDueForIssue(db, opts.now, BATCH);
  let issued = 0;
  let failed = 0;
  for (const id of ids) {
    const outcome = await issueBill(db, provider, id, { ...opts, first: false });
    if (outcome === 'issued') issued += 1;
    if (outcome === 'failed') failed += 1;
  }
  return issued + failed === 0 ? null : { issued, failed };
}
