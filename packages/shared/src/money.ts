/**
 * The administrative fee a store pays on a month's approved sales (DECISIONS.md, "Statements and
 * bills"): amount due = total sales x fee / 100, in integer cents, rounded half up once on the
 * month's total (never per sale). Fees travel as percent with two decimals and are kept as basis
 * points (1.5% = 150 bps), so the rule is integer arithmetic only.
 */

/** Largest total a statement may carry: keeps `totalCents * bps` exact in a double. */
export const MAX_STATEMENT_CENTS = 900_000_000_000; // R$ 9 bilhões
export const MAX_FEE_BPS = 100_00;

/** A fee in percent (two decimals at most) as basis points: 2.35 -> 235. */
export function feeBpsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points back to percent: 235 -> 2.35. */
export function feePercentOf(bps: number): number {
  return bps / 100;
}

/** Amount due in cents for a month's total (cents) at a fee (basis points), rounded half up once. */
export function amountDueCents(totalSalesCents: number, feeBps: number): number {
  if (!Number.isSafeInteger(totalSalesCents) || totalSalesCents < 0 || totalSalesCents > MAX_STATEMENT_CENTS) {
    throw new RangeError(`total de vendas inválido: ${totalSalesCents}`);
  }
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > MAX_FEE_BPS) {
    throw new RangeError(`taxa inválida: ${feeBps}`);
  }
  // total x (bps / 10,000), half up: floor((total x bps + 5,000) / 10,000), exact below 2^53.
  return Math.floor((totalSalesCents * feeBps + 5_000) / 10_000);
}

export interface StatementFigures {
  salesCount: number;
  totalSalesCents: number;
  feeBps: number;
  amountDueCents: number;
}

/** A statement's figures from the net values (cents) of its approved sales and the store's fee. */
export function statementFigures(netValuesCents: readonly number[], feeBps: number): StatementFigures {
  let total = 0;
  for (const cents of netValuesCents) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`valor de venda inválido: ${cents}`);
    total += cents;
  }
  return {
    salesCount: netValuesCents.length,
    totalSalesCents: total,
    feeBps,
    amountDueCents: amountDueCents(total, feeBps),
  };
}
