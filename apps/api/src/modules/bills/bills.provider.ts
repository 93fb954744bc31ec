import type { PaymentConfig } from '../../config';
import { pixPayloadFor, pixTxid } from './bills.pix';

/**
 * Who issues a bill (DECISIONS.md, "Statements and bills"). The built-in `pix-pdf` provider
 * issues at once: the bill is open (ABERTO) with a PIX BR Code when the mall has a key, and its
 * PDF is drawn on request. A bank that registers boletos is another provider behind the same
 * interface, chosen by BILL_PROVIDER: it may answer AGUARDANDO (registration under way) with its
 * own reference, and confirm later; nothing else in the module changes.
 *
 * A provider is called only for a bill already recorded and committed (`bills.issue.ts`), outside
 * any transaction, and may be called again for the same bill: after a failure, a timeout, or a
 * process that stopped before it recorded the answer. So `issue` must be idempotent on
 * `idempotencyKey`: asked again, it answers the bill it already issued, never a second one.
 */

export interface BillIssueRequest {
  /**
   * The bill's id, the same on every attempt for the bill. A bank's provider must send it as the
   * bank's idempotency key (its header or field for one), so that a repeated request returns the
   * boleto already registered instead of registering another.
   */
  idempotencyKey: string;
  billId: string;
  storeId: string;
  storeName: string;
  cnpj: string;
  month: number;
  year: number;
  amountDueCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface BillIssueResult {
  status: 'ABERTO' | 'AGUARDANDO';
  /** The provider's id for the bill (a bank's "nosso número"). */
  providerRef?: string | null;
  /** The PIX BR Code printed on the bill, when there is one. */
  pixPayload?: string | null;
  /**
   * What the provider refused or failed, recorded on the bill for staff to act on; the bill then
   * waits (AGUARDANDO) and the job `bills.issue` asks again later with the same key.
   */
  error?: string | null;
}

export interface BillProvider {
  /** Kept on each bill (`bills.provider`). */
  readonly name: string;
  issue(request: BillIssueRequest): Promise<BillIssueResult>;
}

/** The built-in provider: open at once, with a PIX BR Code when PIX_KEY is set. */
export function pixPdfProvider(payment: PaymentConfig): BillProvider {
  return {
    name: 'pix-pdf',
    async issue(request) {
      const txid = pixTxid(request.billId);
      return {
        status: 'ABERTO',
        providerRef: txid,
        pixPayload: payment.pix ? pixPayloadFor(payment.pix, request.amountDueCents, txid) : null,
      };
    },
  };
}

/** The provider BILL_PROVIDER names. */
export function billProviderFor(payment: PaymentConfig): BillProvider {
  switch (payment.billProvider) {
    case 'pix-pdf':
      return pixPdfProvider(payment);
  }
}
