import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, rescues, sales, shopkeepers, users } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;

export async function findClientByUserId(db: DbOrTx, userId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

export async function emailOwner(db: DbOrTx, email: string): Promise<{ id: string; role: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function cpfTaken(db: DbOrTx, cpf: string): Promise<'client' | 'staff' | undefined> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.cpf, cpf)).limit(1);
  if (client) return 'client';
  const [keeper] = await db.select({ id: shopkeepers.id }).from(shopkeepers).where(eq(shopkeepers.cpf, cpf)).limit(1);
  return keeper ? 'staff' : undefined;
}

/** Approved net values and whether a live redemption exists: the inputs of the points rule. */
export async function campaignStanding(db: DbOrTx, clientId: string, campaignId: string) {
  const [sum] = await db
    .select({ net: sql<string>`coalesce(sum(${sales.netCents}), 0)` })
    .from(sales)
    .where(and(eq(sales.clientId, clientId), eq(sales.campaignId, campaignId), eq(sales.status, 'approved')));
  const [rescue] = await db
    .select({ id: rescues.id })
    .from(rescues)
    .where(and(eq(rescues.clientId, clientId), eq(rescues.campaignId, campaignId), ne(rescues.status, 'CANCELADO')))
    .limit(1);
  return { approvedNetCents: Number(sum?.net ?? 0), redeemed: Boolean(rescue) };
}
