import { type createSaleBodySchema, purchaseDeadline, reaisToCents, type Sale, todayIn } from '@mall/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clients, files, sales, sellers, stores } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, uniqueViolation } from '../../lib/errors';
import { writeAudit } from '../../plugins/audit';
import type { AuthUser } from '../../plugins/auth';
import { findActiveCampaign } from '../campaigns/campaigns.queries';
import { findClientByUserId } from '../clients/clients.queries';
import { findSale } from './sales.queries';

export const SALE_MESSAGES = {
  futureDate: 'A data da compra não pode estar no futuro',
  noCampaign: 'Não há campanha vigente para registrar compras',
  outsidePeriod: 'A data da compra está fora do período da campanha vigente',
  deadline: 'O prazo para registrar compras desta campanha terminou',
  netMismatch: 'O valor líquido deve ser o valor bruto menos o desconto',
  amountMismatch: 'O valor informado deve ser igual ao valor líquido',
  negativeNet: 'O desconto não pode ser maior que o valor bruto',
  storeUnavailable: 'Esta loja não pode receber novas compras (inativa ou bloqueada)',
  storeNotFound: 'Loja não encontrada',
  sellerNotFound: 'Vendedor não encontrado nesta loja',
  clientNotFound: 'Cliente não encontrado',
  receiptNotFound: 'Comprovante não encontrado: envie a foto novamente',
  receiptTaken: 'Este comprovante já foi registrado em outra compra',
  invoiceTaken: 'Nota fiscal já registrada',
  otherStore: 'Você só pode registrar vendas da sua loja',
} as const;

type CreateSaleInput = z.output<typeof createSaleBodySchema>;

interface Money {
  grossCents: number;
  discountCents: number;
  netCents: number;
}

/** Converts once at the edge and checks net = gross - discount (and amount = net). */
export function saleMoney(input: {
  grossValue: number;
  discountValue?: number;
  netValue: number;
  amount?: number;
}): Money {
  const grossCents = reaisToCents(input.grossValue);
  const discountCents = reaisToCents(input.discountValue ?? 0);
  const netCents = reaisToCents(input.netValue);
  if (discountCents > grossCents) throw badRequest(SALE_MESSAGES.negativeNet);
  if (netCents !== grossCents - discountCents) throw badRequest(SALE_MESSAGES.netMismatch);
  if (input.amount !== undefined && reaisToCents(input.amount) !== netCents)
    throw badRequest(SALE_MESSAGES.amountMismatch);
  return { grossCents, discountCents, netCents };
}

/** The campaign a sale date belongs to: the active one, within its period and deadline. */
export async function campaignForSaleDate(tx: Tx | Db, saleDate: string, timeZone: string, now = new Date()) {
  if (saleDate > todayIn(timeZone, now)) throw badRequest(SALE_MESSAGES.futureDate);
  const campaign = await findActiveCampaign(tx);
  if (!campaign) throw conflict(SALE_MESSAGES.noCampaign);
  if (saleDate < campaign.startDate || saleDate > campaign.endDate) throw badRequest(SALE_MESSAGES.outsidePeriod);
  if (now > purchaseDeadline(campaign.endDate, timeZone)) throw conflict(SALE_MESSAGES.deadline);
  return campaign;
}

async function openStore(tx: Tx, storeId: string) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw badRequest(SALE_MESSAGES.storeNotFound);
  if (store.inactivatedAt || store.blocked) throw conflict(SALE_MESSAGES.storeUnavailable);
  return store;
}

function mapConflicts(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) throw err;
  if (constraint.includes('receipt')) throw conflict(SALE_MESSAGES.receiptTaken);
  throw conflict(SALE_MESSAGES.invoiceTaken);
}

/**
 * Records a purchase as pending. A customer sends a receipt photo; store staff and the mall's
 * administrators enter an invoice number for a customer.
 */
export async function createSale(db: Db, user: AuthUser, input: CreateSaleInput, timeZone: string): Promise<Sale> {
  const money = saleMoney(input);
  try {
    return await db.transaction(async (tx) => {
      const campaign = await campaignForSaleDate(tx, input.saleDate, timeZone);
      let values: Pick<
        typeof sales.$inferInsert,
        'type' | 'clientId' | 'storeId' | 'fileId' | 'receiptSha256' | 'invoiceNumber' | 'sellerId'
      >;
      if (input.type === 'photo') {
        if (user.role !== 'CLIENTE') throw forbidden();
        const client = await findClientByUserId(tx, user.id);
        if (!client) throw badRequest(SALE_MESSAGES.clientNotFound);
        const fileId = /^\/api\/shared\/files\/([0-9a-f-]{36})$/.exec(input.fileUrl)?.[1];
        const [file] = fileId
          ? await tx
              .select()
              .from(files)
              .where(and(eq(files.id, fileId), eq(files.ownerUserId, user.id), eq(files.purpose, 'receipt')))
          : [];
        if (!file) throw badRequest(SALE_MESSAGES.receiptNotFound);
        await openStore(tx, input.storeId);
        values = {
          type: 'photo',
          clientId: client.id,
          fileId: file.id,
          receiptSha256: file.sha256,
          storeId: input.storeId,
        };
      } else {
        const storeId = user.role === 'LOJISTA' || user.role === 'VENDEDOR' ? user.storeId : input.storeId;
        if (storeId !== input.storeId) throw forbidden(SALE_MESSAGES.otherStore);
        await openStore(tx, input.storeId);
        const [seller] = await tx
          .select()
          .from(sellers)
          .where(
            and(eq(sellers.id, input.sellerId), eq(sellers.storeId, input.storeId), isNull(sellers.inactivatedAt)),
          );
        if (!seller) throw badRequest(SALE_MESSAGES.sellerNotFound);
        if (user.role === 'VENDEDOR' && seller.userId !== user.id)
          throw forbidden('Você só pode registrar vendas em seu nome');
        const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
        if (!client) throw badRequest(SALE_MESSAGES.clientNotFound);
        values = {
          type: 'invoice_number',
          invoiceNumber: input.invoiceNumber,
          sellerId: seller.id,
          clientId: client.id,
          storeId: input.storeId,
        };
      }
      const [row] = await tx
        .insert(sales)
        .values({ ...values, ...money, saleDate: input.saleDate, campaignId: campaign.id, createdByUserId: user.id })
        .returning({ id: sales.id });
      const sale = await findSale(tx, row!.id);
      await writeAudit(tx, {
        moduleName: 'Sale',
        methodName: 'create',
        entityId: sale.id,
        userId: user.id,
        result: sale,
      });
      return sale;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapConflicts(err);
  }
}
