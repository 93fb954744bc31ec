import {
  ageOn,
  type CampaignPoints,
  type Client,
  CONSENT_KINDS,
  campaignBalance,
  centsToReais,
  MIN_CLIENT_AGE,
  type registerClientBodySchema,
  STAFF_ROLES,
  todayIn,
  type updateProfileBodySchema,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, consents, users } from '../../db/schema';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { activeCampaignStanding, type ClientRow, cpfTaken, emailOwner, findClientByUserId } from './clients.queries';

export const CONSENT_VERSION = '2025-06';
export const MESSAGES = {
  cpfTaken: 'CPF já cadastrado',
  emailTaken: 'E-mail já cadastrado',
  staffBarred: 'Funcionários das lojas e do shopping não podem participar do programa',
  underage: `É preciso ter ${MIN_CLIENT_AGE} anos ou mais para participar`,
  futureBirthdate: 'Data de nascimento não pode estar no futuro',
  consent: 'É preciso aceitar os termos de uso e a política de privacidade',
  notFound: 'Cliente não encontrado',
  wrongPassword: 'Senha atual incorreta',
  cpfLocked: 'O CPF não pode ser alterado. Fale com a administração do shopping.',
} as const;

type RegisterInput = z.output<typeof registerClientBodySchema>;
type ProfileInput = z.output<typeof updateProfileBodySchema>;

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    cpf: row.cpf,
    address: row.address,
    zipCode: row.zipCode,
    phone: row.phone,
    gender: (row.gender as Client['gender']) ?? null,
    birthdate: row.birthdate,
    acceptsSMS: row.acceptsSms,
    createdAt: iso(row.createdAt),
  };
}

function checkBirthdate(birthdate: string, timeZone: string): void {
  const today = todayIn(timeZone);
  if (birthdate > today) throw badRequest(MESSAGES.futureBirthdate);
  if (ageOn(birthdate, today) < MIN_CLIENT_AGE) throw badRequest(MESSAGES.underage);
}

function mapUniqueViolation(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) throw err;
  if (constraint.includes('cpf')) throw conflict(MESSAGES.cpfTaken);
  throw conflict(MESSAGES.emailTaken);
}

export async function registerClient(db: Db, input: RegisterInput, ctx: { timeZone: string; ip?: string }) {
  if (!input.acceptsTerms || !input.acceptsPrivacy) throw badRequest(MESSAGES.consent);
  checkBirthdate(input.birthdate, ctx.timeZone);
  const owner = await emailOwner(db, input.email);
  if (owner) {
    throw conflict(
      (STAFF_ROLES as readonly string[]).includes(owner.role) ? MESSAGES.staffBarred : MESSAGES.emailTaken,
    );
  }
  const cpf = await cpfTaken(db, input.cpf);
  if (cpf) throw conflict(cpf === 'staff' ? MESSAGES.staffBarred : MESSAGES.cpfTaken);
  const passwordHash = await hashPassword(input.user.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, role: 'CLIENTE' })
        .returning({ id: users.id });
      const [client] = await tx
        .insert(clients)
        .values({
          userId: user!.id,
          name: input.name,
          email: input.email,
          cpf: input.cpf,
          address: input.address,
          zipCode: input.zipCode,
          phone: input.phone,
          gender: input.gender ?? null,
          birthdate: input.birthdate,
          acceptsSms: input.acceptsSMS,
        })
        .returning();
      const kinds = CONSENT_KINDS.filter((kind) => kind !== 'sms' || input.acceptsSMS);
      await tx
        .insert(consents)
        .values(kinds.map((kind) => ({ clientId: client!.id, kind, version: CONSENT_VERSION, ip: ctx.ip ?? null })));
      return toClient(client!);
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
}

export async function getOwnClient(db: Db, userId: string): Promise<ClientRow> {
  const row = await findClientByUserId(db, userId);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

export async function updateOwnProfile(db: Db, userId: string, input: ProfileInput, ctx: { timeZone: string }) {
  const current = await getOwnClient(db, userId);
  if (input.cpf !== undefined && input.cpf.replace(/\D/g, '') !== current.cpf) throw badRequest(MESSAGES.cpfLocked);
  if (input.birthdate) checkBirthdate(input.birthdate, ctx.timeZone);
  if (input.email && input.email.toLowerCase() !== current.email.toLowerCase()) {
    const owner = await emailOwner(db, input.email);
    if (owner && owner.id !== userId) throw conflict(MESSAGES.emailTaken);
  }
  let passwordHash: string | undefined;
  if (input.newPassword) {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(user?.hash, input.oldPassword ?? ''))) throw badRequest(MESSAGES.wrongPassword);
    passwordHash = await hashPassword(input.newPassword);
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(clients)
        .set({
          name: input.name,
          email: input.email,
          zipCode: input.zipCode,
          address: input.address,
          phone: input.phone,
          birthdate: input.birthdate,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(clients.id, current.id))
        .returning();
      const [changed] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          passwordHash,
          // Tokens carry the value they were issued under: a change ends every earlier session.
          passwordChangedAt: passwordHash ? new Date().toISOString() : undefined,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(users.id, userId))
        .returning({ passwordChangedAt: users.passwordChangedAt });
      return {
        client: toClient(row!),
        passwordChangedAt: passwordHash ? (changed?.passwordChangedAt ?? null) : undefined,
      };
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
}

/** The points the rule gives a standing: none without an active campaign (conversion rate null). */
export function standingPoints(s: { conversionRate: number | null; approvedNetCents: number; redeemed: boolean }) {
  if (s.conversionRate === null) return 0;
  return campaignBalance({
    approvedNetCents: [s.approvedNetCents],
    conversionRate: s.conversionRate,
    redeemed: s.redeemed,
  }).points;
}

/** The client's balance in the active campaign (remainders carry over; zero after redeeming). */
export async function ownCampaignPoints(db: Db, clientId: string): Promise<CampaignPoints> {
  const active = await activeCampaignStanding(db, clientId);
  if (!active) {
    return {
      campaignId: null,
      campaignName: null,
      campaignPoints: 0,
      totalNetValue: 0,
      valueToNextPoint: null,
      redeemed: false,
    };
  }
  const { campaign, approvedNetCents, redeemed } = active;
  const balance = campaignBalance({
    approvedNetCents: [approvedNetCents],
    conversionRate: campaign.conversionRate,
    redeemed,
  });
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    campaignPoints: balance.points,
    totalNetValue: centsToReais(balance.totalNetCents),
    valueToNextPoint: balance.centsToNextPoint === null || redeemed ? null : centsToReais(balance.centsToNextPoint),
    redeemed,
  };
}
