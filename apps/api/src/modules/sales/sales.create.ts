import { randomUUID } from 'node:crypto';
import {
  type createSaleBodySchema,
  type FiscalModel,
  MESSAGES,
  purchaseDeadline,
  reaisToCents,
  type Sale,
  saleChecks,
  TEST_RECEIPT_REFUSED,
  todayIn,
} from '@mall/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { campaigns, clients, files, logs, sales, sellers, stores } from '../../db/schema';
import { badRequest, conflict, forbidden, uniqueViolation } from '../../lib/errors';
import { preparedQuery } from '../../lib/prepared';
import type { AuthUser } from '../../plugins/auth';
import { activeCampaign, type CampaignRow, findActiveCampaign } from '../campaigns/campaigns.queries';
import { recordSaleAttempts, type SaleRow, saleColumns, toSale } from './sales.queries';

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
  receiptTaken: MESSAGES.receiptTaken,
  invoiceTaken: 'Nota fiscal já registrada',
  fiscalKeyTaken: 'Esta chave de acesso já foi registrada em outra compra',
  otherStore: 'Você só pode registrar vendas da sua loja',
  testReceipt: TEST_RECEIPT_REFUSED,
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

/** The campaign period and deadline rules for a sale date (the campaign being the active one). */
function checkSaleDate(campaign: CampaignRow | undefined, saleDate: string, timeZone: string, now: Date): CampaignRow {
  if (saleDate > todayIn(timeZone, now)) throw badRequest(SALE_MESSAGES.futureDate);
  if (!campaign) throw conflict(SALE_MESSAGES.noCampaign);
  if (saleDate < campaign.startDate || saleDate > campaign.endDate) throw badRequest(SALE_MESSAGES.outsidePeriod);
  if (now > purchaseDeadline(campaign.endDate, timeZone)) throw conflict(SALE_MESSAGES.deadline);
  return campaign;
}

/** The campaign a sale date belongs to: the active one, within its period and deadline. */
export async function campaignForSaleDate(tx: Tx | Db, saleDate: string, timeZone: string, now = new Date()) {
  return checkSaleDate(await findActiveCampaign(tx), saleDate, timeZone, now);
}

function openStore(store: { blocked: boolean; inactivatedAt: Date | string | null } | null) {
  if (!store) throw badRequest(SALE_MESSAGES.storeNotFound);
  if (store.inactivatedAt || store.blocked) throw conflict(SALE_MESSAGES.storeUnavailable);
  return store;
}

/** A receipt's address as the upload answered it; only a well-formed id reaches the database. */
const FILE_URL = /^\/api\/shared\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Everything a new sale is checked against, read in one round trip: the active campaign (no row
 * when there is none), the store, the seller (active, of that store), the customer and, for a
 * photo, the caller's uploaded receipt. Each is null when it does not match (or its id is null).
 */
const saleContextQuery = preparedQuery((db: Db) => {
  const storeId = sql.placeholder('storeId');
  return (
    db
      .select({
        campaign: campaigns,
        store: {
          id: stores.id,
          tradeName: stores.tradeName,
          cnpj: stores.cnpj,
          blocked: stores.blocked,
          inactivatedAt: stores.inactivatedAt,
        },
        seller: { id: sellers.id, userId: sellers.userId },
        client: { id: clients.id, name: clients.name, cpf: clients.cpf },
        file: { id: files.id, sha256: files.sha256, receiptReading: files.receiptReading },
      })
      .from(campaigns)
      .leftJoin(stores, eq(stores.id, storeId))
      .leftJoin(
        sellers,
        and(eq(sellers.id, sql.placeholder('sellerId')), eq(sellers.storeId, storeId), isNull(sellers.inactivatedAt)),
      )
      // A deleted (anonymised) customer is found no more: no new sale names it.
      .leftJoin(clients, and(eq(clients.id, sql.placeholder('clientId')), isNull(clients.anonymizedAt)))
      .leftJoin(
        files,
        and(
          eq(files.id, sql.placeholder('fileId')),
          eq(files.ownerUserId, sql.placeholder('ownerUserId')),
          eq(files.purpose, 'receipt'),
        ),
      )
      .where(activeCampaign)
      .limit(1)
      .prepare('sale_context')
  );
});

async function saleContext(
  db: Db,
  ids: { storeId: string; sellerId?: string; clientId?: string | null; fileId?: string; ownerUserId: string },
) {
  const [row] = await saleContextQuery(db).execute({
    storeId: ids.storeId,
    sellerId: ids.sellerId ?? null,
    clientId: ids.clientId ?? null,
    fileId: ids.fileId ?? null,
    ownerUserId: ids.ownerUserId,
  });
  return row;
}

/**
 * The sale and its audit entry in one statement (the audit insert rides along as a CTE), so both
 * are written or neither is, in a single round trip.
 */
const recordSaleQuery = preparedQuery((db: Db) => {
  const p = sql.placeholder;
  const audit = db.$with('audit').as(
    db.insert(logs).values({
      moduleName: 'Sale',
      methodName: 'create',
      entityId: p('id'),
      userId: p('createdByUserId'),
      previousState: null,
      result: p('result'),
    }),
  );
  // The sale's own columns; the database fills the copies of the customer's name and CPF.
  const columns = Object.fromEntries(Object.keys(saleColumns).map((key) => [key, p(key)]));
  return db
    .with(audit)
    .insert(sales)
    .values(columns as unknown as typeof sales.$inferInsert)
    .prepare('record_sale');
});

function mapConflicts(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) throw err;
  // The document's index, or the whole key's where an upgrade kept it (migration 0032).
  if (constraint.includes('fiscal')) throw conflict(SALE_MESSAGES.fiscalKeyTaken);
  if (constraint.includes('receipt')) throw conflict(SALE_MESSAGES.receiptTaken);
  throw conflict(SALE_MESSAGES.invoiceTaken);
}

/**
 * Records a purchase as pending. A customer sends a receipt photo; store staff and the mall's
 * administrators enter an invoice number for a customer. The checks read one row; the sale and
 * its audit entry are written by one statement.
 */
export async function createSale(
  db: Db,
  user: AuthUser,
  input: CreateSaleInput,
  opts: { timeZone: string; receipts: { states: readonly string[]; models: readonly FiscalModel[] } },
): Promise<Sale> {
  const { timeZone } = opts;
  const money = saleMoney(input);
  const now = new Date();
  const photo = input.type === 'photo';
  const fileId = photo ? FILE_URL.exec(input.fileUrl)?.[1] : undefined;
  const found = await saleContext(db, {
    storeId: input.storeId,
    sellerId: photo ? undefined : input.sellerId,
    clientId: photo ? user.clientId : input.clientId,
    fileId,
    ownerUserId: user.id,
  });
  const campaign = checkSaleDate(found?.campaign, input.saleDate, timeZone, now);
  const { store, seller, client, file } = found!;
  let values: Pick<
    SaleRow,
    'type' | 'clientId' | 'storeId' | 'fileId' | 'receiptSha256' | 'invoiceNumber' | 'sellerId'
  >;
  if (input.type === 'photo') {
    if (user.role !== 'CLIENTE') throw forbidden();
    if (!client) throw badRequest(SALE_MESSAGES.clientNotFound);
    if (!file) throw badRequest(SALE_MESSAGES.receiptNotFound);
    openStore(store);
    values = {
      type: 'photo',
      clientId: client.id,
      fileId: file.id,
      receiptSha256: file.sha256,
      storeId: input.storeId,
      invoiceNumber: null,
      sellerId: null,
    };
  } else {
    if (user.scope !== undefined && user.scope !== input.storeId) throw forbidden(SALE_MESSAGES.otherStore);
    openStore(store);
    if (!seller) throw badRequest(SALE_MESSAGES.sellerNotFound);
    if (user.role === 'VENDEDOR' && seller.userId !== user.id)
      throw forbidden('Você só pode registrar vendas em seu nome');
    if (!client) throw badRequest(SALE_MESSAGES.clientNotFound);
    values = {
      type: 'invoice_number',
      invoiceNumber: input.invoiceNumber,
      sellerId: seller.id,
      clientId: client.id,
      storeId: input.storeId,
      fileId: null,
      receiptSha256: null,
    };
  }
  // The photo's reading is the source of truth: a purchase sent without a key takes the photo's.
  const reading = input.type === 'photo' ? (file?.receiptReading ?? null) : null;
  // A receipt of SEFAZ's test environment proves no purchase (a photo read later fails its check).
  if (reading?.environment === 'homologacao') throw badRequest(SALE_MESSAGES.testReceipt);
  const fiscalKey = input.fiscalKey ?? (reading?.status === 'found' ? reading.fiscalKey : null);
  const checks = saleChecks({
    reading,
    fiscalKey,
    type: values.type,
    saleDate: input.saleDate,
    netCents: money.netCents,
    store: { cnpj: store!.cnpj },
    campaign,
    client: { cpf: client.cpf },
    states: opts.receipts.states,
    models: opts.receipts.models,
  });
  // Every column is given, so the audit entry describes exactly the row written.
  const stamp = now.toISOString();
  const row: SaleRow = {
    ...values,
    ...money,
    fiscalKey,
    checks,
    contestedAt: null,
    contestMessage: null,
    id: randomUUID(),
    saleDate: input.saleDate,
    campaignId: campaign.id,
    points: null,
    status: 'pending',
    reason: null,
    createdByUserId: user.id,
    reviewedByUserId: null,
    reviewedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const sale = toSale({
    sale: row,
    clientName: client.name,
    clientCpf: client.cpf,
    storeTradeName: store!.tradeName,
    storeCnpj: store!.cnpj,
  });
  try {
    await recordSaleQuery(db).execute({ ...row, result: sale });
  } catch (err) {
    // Refused for a key, photo or invoice number another purchase holds: the attempt is kept for
    // the holder's fraud signal (the refused insert wrote nothing; this is a statement of its own).
    if (uniqueViolation(err) !== undefined) {
      await recordSaleAttempts(db, {
        fiscalKey: row.fiscalKey,
        receiptSha256: row.receiptSha256,
        storeId: row.storeId,
        invoiceNumber: row.invoiceNumber,
        clientId: row.clientId,
        userId: user.id,
      });
    }
    mapConflicts(err);
  }
  return sale;
}
