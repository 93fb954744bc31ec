import { z } from 'zod';

/**
 * Fraud signals of a purchase (issue 17): patterns around it that a reviewer should weigh, worked
 * out when staff read the purchase (not stored with it, unlike its checks), each explained in
 * Portuguese. Only the reviewers see them: a store's staff and the customer never do.
 */

export const SALE_SIGNAL_CODES = [
  /** Its fiscal key, receipt photo or store + invoice number was tried by other customers' accounts. */
  'reused',
  /** Its customer registered many purchases at its store on the day it was registered. */
  'client_burst',
  /** Its store had many purchases registered that day. */
  'store_burst',
  /** A few customers, its own among them, made most of its store's purchases lately. */
  'concentration',
  /** Its fiscal document was claimed before by a purchase that staff rejected. */
  'claimed_before',
] as const;
export type SaleSignalCode = (typeof SALE_SIGNAL_CODES)[number];

export const saleSignalSchema = z.object({
  code: z.enum(SALE_SIGNAL_CODES),
  /** What was found, in Portuguese, for the reviewer. */
  message: z.string(),
});
export type SaleSignal = z.infer<typeof saleSignalSchema>;

/**
 * What a refused purchase collided with (`sale_attempts.kind`): the fiscal key, the receipt
 * photo's content hash, or the store's invoice number that another purchase already holds.
 */
export const SALE_ATTEMPT_KINDS = ['fiscal_key', 'image', 'invoice'] as const;
export type SaleAttemptKind = (typeof SALE_ATTEMPT_KINDS)[number];

/** When a signal is raised (the configuration's RECEIPT_SIGNAL_* variables). */
export interface SaleSignalThresholds {
  /** A customer's purchases at one store on one registration day above this: `client_burst`. */
  clientDay: number;
  /** A store's purchases registered on one day above this: `store_burst`. */
  storeDay: number;
  /** The share (%) of a store's purchases made by its top customers from which `concentration` is raised. */
  concentrationPct: number;
  /** The fewest purchases a store must have in the period for `concentration` to be judged. */
  concentrationMin: number;
}

export const DEFAULT_SALE_SIGNAL_THRESHOLDS: SaleSignalThresholds = {
  clientDay: 3,
  storeDay: 50,
  concentrationPct: 50,
  concentrationMin: 10,
};

/** How many top customers `concentration` adds up, and over how many days (today included). */
export const CONCENTRATION_TOP = 3;
export const CONCENTRATION_DAYS = 30;

const REUSED_SUBJECT: Readonly<Record<SaleAttemptKind, string>> = {
  fiscal_key: 'A mesma chave de acesso',
  image: 'A mesma foto do comprovante',
  invoice: 'A mesma nota fiscal',
};

/** A store's purchases in the last CONCENTRATION_DAYS days and the part of its top customers. */
export interface StoreConcentration {
  /** The store's purchases in the period (any status). */
  total: number;
  /** How many of its top customers are counted: CONCENTRATION_TOP, or fewer when it had fewer. */
  top: number;
  /** The purchases of those top customers. */
  topCount: number;
  /** Whether the purchase's customer is one of them (ties with the last one count). */
  includesCustomer: boolean;
}

/** What the signals of one purchase are judged on. */
export interface SaleSignalFigures {
  /** Per kind, how many other customers' accounts tried the value the purchase holds. */
  reused: Partial<Record<SaleAttemptKind, number>>;
  /** The customer's purchases at the store on the purchase's registration day, itself included. */
  clientDay: number;
  /** The store's purchases registered that day, the purchase included. */
  storeDay: number;
  concentration: StoreConcentration | null;
  /** The rejected purchases that claimed the same fiscal document before, oldest first. */
  rejectedClaims?: RejectedClaim[];
}

/** A rejected purchase of the same fiscal document: who claimed it, when it was rejected and why. */
export interface RejectedClaim {
  clientName: string;
  /** 'DD/MM/AAAA', in the mall's time zone. */
  rejectedOn: string | null;
  reason: string | null;
}

const accounts = (n: number) => (n === 1 ? 'outra conta' : `outras ${n} contas`);

/** The signals of a purchase, in a fixed order, from its figures and the thresholds. */
export function saleSignals(f: SaleSignalFigures, t: SaleSignalThresholds): SaleSignal[] {
  const signals: SaleSignal[] = [];
  for (const kind of SALE_ATTEMPT_KINDS) {
    const n = f.reused[kind] ?? 0;
    if (n > 0) signals.push({ code: 'reused', message: `${REUSED_SUBJECT[kind]} foi tentada por ${accounts(n)}` });
  }
  if (f.clientDay > t.clientDay)
    signals.push({ code: 'client_burst', message: `${f.clientDay} compras deste cliente nesta loja no mesmo dia` });
  if (f.storeDay > t.storeDay)
    signals.push({ code: 'store_burst', message: `${f.storeDay} compras registradas nesta loja no mesmo dia` });
  const c = f.concentration;
  // Whole numbers on both sides: "at least 50%" never hangs on a rounded share.
  if (c?.includesCustomer && c.total >= t.concentrationMin && c.topCount * 100 >= t.concentrationPct * c.total) {
    const pct = Math.floor((c.topCount * 100) / c.total);
    const period = `das compras desta loja nos últimos ${CONCENTRATION_DAYS} dias`;
    signals.push({
      code: 'concentration',
      message:
        c.top === 1
          ? `Este cliente fez ${pct}% ${period}`
          : `${c.top} clientes, este entre eles, fizeram ${pct}% ${period}`,
    });
  }
  for (const claim of f.rejectedClaims ?? []) {
    const when = claim.rejectedOn ? ` em ${claim.rejectedOn}` : '';
    const why = claim.reason ? `: ${claim.reason}` : '';
    signals.push({
      code: 'claimed_before',
      message: `Este documento fiscal já foi registrado por ${claim.clientName} em outra compra, rejeitada${when}${why}`,
    });
  }
  return signals;
}
