import type { Gender } from '@mall/shared';
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The customer reports' tables (migration 0023_client_reports, which says what each holds and which
 * triggers keep them). Described here for the query builder only: they are not part of
 * `db/schema.ts`, so drizzle-kit never plans them (their triggers and functions live in SQL).
 */

/** One narrow row per customer: what the Clientes figures group by, and the folded name searched. */
export const clientReportFacts = pgTable('client_report_facts', {
  clientId: uuid('client_id').primaryKey(),
  /** `client_report_fold(name)`: lower case without accents. */
  nameKey: text('name_key').notNull(),
  cpf: text('cpf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** The registration date in `client_report_time_zone()`. */
  registeredOn: date('registered_on', { mode: 'string' }).notNull(),
  gender: text('gender').$type<Gender>(),
  birthdate: date('birthdate', { mode: 'string' }).notNull(),
  region: text('region').notNull(),
  terms: boolean('terms').notNull(),
  privacy: boolean('privacy').notNull(),
  sms: boolean('sms').notNull(),
  anonymized: boolean('anonymized').notNull(),
  /** The slots (`clientReportCampaignSlots`) of the campaigns it has a purchase in (any status). */
  campaigns: smallint('campaigns').array().notNull(),
});

/** A small number per campaign: the facts list a customer's campaigns by it. */
export const clientReportCampaignSlots = pgTable('client_report_campaign_slots', {
  campaignId: uuid('campaign_id').primaryKey(),
  slot: smallint('slot').notNull(),
});

/** Customers per registration day or month (`grain`) and dimension value. */
export const clientReportRollup = pgTable(
  'client_report_rollup',
  {
    grain: text('grain').$type<'day' | 'month'>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    /** total, anonymized, gender, region, birth_year, consent. */
    dim: text('dim').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.period, t.dim, t.value] })],
);

/** Customers per registration day or month and birth month (its first day). */
export const clientReportBirths = pgTable(
  'client_report_births',
  {
    grain: text('grain').$type<'day' | 'month'>().notNull(),
    birthMonth: date('birth_month', { mode: 'string' }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.birthMonth, t.period] })],
);

/** A customer's purchases in a campaign (any status) and the value of the approved ones. */
export const clientCampaignSales = pgTable(
  'client_campaign_sales',
  {
    clientId: uuid('client_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    purchases: integer('purchases').notNull(),
    approvedCents: bigint('approved_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.campaignId] })],
);

/** Per campaign and registration date: how many of that day's customers bought in the campaign. */
export const clientCampaignActive = pgTable(
  'client_campaign_active',
  {
    campaignId: uuid('campaign_id').notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.registeredOn] })],
);
