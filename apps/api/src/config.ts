import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { isValidPixKey } from '@brazilian-utils/brazilian-utils';
import {
  DEFAULT_SALE_SIGNAL_THRESHOLDS,
  DEFAULT_TIMEZONE,
  FISCAL_MODEL_LABELS,
  type FiscalModel,
  IBGE_STATE_CODES,
  type SaleSignalThresholds,
} from '@mall/shared';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An address or a CIDR range (10.0.0.0/8, ::1/128). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies are trusted for X-Forwarded-For: nobody (the default), a hop count, or a list of
 * proxy addresses and ranges. Trusting every caller would let anyone pick their IP and dodge the
 * per-IP limits, so `true` is refused.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return z.NEVER;
    }
    const list = v.split(',').map((s) => s.trim());
    if (list.every((s) => s !== '' && isAddressOrRange(s))) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'use a hop count (1) or proxy addresses or ranges separated by commas (10.0.0.1,10.1.0.0/16); true is not allowed, it would trust every caller',
    });
    return z.NEVER;
  });

/** A count of purchases a fraud signal is raised above (or from): a whole number, 1 or more. */
const purchasesSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of purchases, 1 or more' })
    .int('must be a whole number of purchases, 1 or more')
    .min(1, 'must be a whole number of purchases, 1 or more')
    .max(1_000_000, 'must be at most 1000000')
    .default(fallback);

/** Who issues bills (`BillProvider`, modules/bills): the built-in PDF with a PIX BR Code. */
export const BILL_PROVIDERS = ['pix-pdf'] as const;

/** Where uploads live: DATA_DIR's disk, PostgreSQL's tables, or an S3-compatible bucket. */
export const STORAGE_KINDS = ['disk', 'database', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 7d')
    .default('12h'),
  APP_TIMEZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'is not a known IANA time zone')
    .default(DEFAULT_TIMEZONE),
  /** The states (IBGE codes) whose receipts the campaign takes: a key of another fails its check. */
  RECEIPT_STATES: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine((codes) => codes.length > 0 && codes.every((c) => c in IBGE_STATE_CODES), {
      message: 'must list IBGE state codes separated by commas (35 for São Paulo)',
    })
    .default(['35']),
  /** The receipt models the campaign takes: 55 (NF-e), 59 (CF-e SAT), 65 (NFC-e). */
  RECEIPT_MODELS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine((models) => models.length > 0 && models.every((m) => m in FISCAL_MODEL_LABELS), {
      message: 'must list receipt models separated by commas (55, 59, 65)',
    })
    .transform((models) => models as FiscalModel[])
    .default(['55', '59', '65']),
  /** Fraud signals (issue 17): a customer's purchases at one store on one day above this. */
  RECEIPT_SIGNAL_CLIENT_DAY: purchasesSchema(DEFAULT_SALE_SIGNAL_THRESHOLDS.clientDay),
  /** A store's purchases registered on one day above this. */
  RECEIPT_SIGNAL_STORE_DAY: purchasesSchema(DEFAULT_SALE_SIGNAL_THRESHOLDS.storeDay),
  /** The share of a store's last 30 days' purchases its top 3 customers reach to be flagged. */
  RECEIPT_SIGNAL_CONCENTRATION_PCT: z.coerce
    .number({ error: 'must be a whole percentage from 1 to 100' })
    .int('must be a whole percentage from 1 to 100')
    .min(1, 'must be a whole percentage from 1 to 100')
    .max(100, 'must be a whole percentage from 1 to 100')
    .default(DEFAULT_SALE_SIGNAL_THRESHOLDS.concentrationPct),
  /** The fewest purchases in those 30 days for a store's concentration to be judged. */
  RECEIPT_SIGNAL_CONCENTRATION_MIN: purchasesSchema(DEFAULT_SALE_SIGNAL_THRESHOLDS.concentrationMin),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Clube Decor & Design <nao-responda@example.com>'),
  MALL_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('contato@example.com'),
  CEP_LOOKUP_URL: z
    .string()
    .refine((u) => u.includes('{cep}'), 'must contain the {cep} placeholder')
    .default('https://viacep.com.br/ws/{cep}/json/'),
  SEED_DEMO: boolish.optional(),
  /** Swagger UI and the OpenAPI document at /api/docs: on by default outside production. */
  API_DOCS: boolish.optional(),
  /** GET /metrics (Prometheus) answers `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no such route. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  JOBS_ENABLED: boolish.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  REGISTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  FORGOT_PASSWORD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_WINDOW: z.coerce.number().int().min(1000).default(60_000),
  UPLOAD_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  UPLOAD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  UPLOAD_MAX_UNATTACHED: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** On SIGTERM, how long requests and job runs in flight may take to finish before they are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  TRUST_PROXY: trustProxySchema.optional(),
  BILL_PROVIDER: z.enum(BILL_PROVIDERS, { error: `use one of: ${BILL_PROVIDERS.join(', ')}` }).default('pix-pdf'),
  PIX_KEY: z
    .string()
    .trim()
    .refine((k) => isValidPixKey(k), 'must be a PIX key: CPF, CNPJ, e-mail, +55 phone or random key (EVP)')
    .optional(),
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(25, 'at most 25 characters (the BR Code limit)').optional(),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15, 'at most 15 characters (the BR Code limit)').default('Sao Paulo'),
  BANK_DETAILS: z.string().trim().min(1).max(1000).optional(),
  STORAGE: z.enum(STORAGE_KINDS, { error: `use one of: ${STORAGE_KINDS.join(', ')}` }).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an absolute URL (https://s3.example.com)' }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
});

/** An S3-compatible bucket that keeps the uploads (`STORAGE=s3`). */
export interface S3Config {
  /** Unset: Amazon S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`https://host/bucket/key`), as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** Where uploads live (`STORAGE`) and, for a bucket, how to reach it. */
export interface StorageConfig {
  kind: StorageKind;
  s3?: S3Config;
}

/** The S3_* variables STORAGE=s3 needs. */
function s3Config(e: z.infer<typeof envSchema>): S3Config {
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: is required with STORAGE=s3`).join('\n  ')}`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** How the mall is paid: the PIX receiver of the BR Code, or bank details printed instead. */
export interface PaymentConfig {
  billProvider: (typeof BILL_PROVIDERS)[number];
  pix?: { key: string; merchantName: string; merchantCity: string };
  /** Free text (`\n` for line breaks) shown on bills when there is no PIX key. */
  bankDetails?: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  timeZone: string;
  /** What a receipt's fiscal access key is checked against (`saleChecks`). */
  receipts: { states: string[]; models: FiscalModel[] };
  /** When the reviewers' fraud signals are raised (`saleSignals`). */
  saleSignals: SaleSignalThresholds;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  mallContactEmail: string;
  cepLookupUrl: string;
  seedDemo: boolean;
  /** Whether /api/docs serves Swagger UI and the OpenAPI document (API_DOCS). */
  apiDocs: boolean;
  /** The bearer token of GET /metrics; without it the route does not exist. */
  metricsToken?: string;
  /** Whether this process schedules and runs the scheduled jobs and the e-mail outbox. */
  jobsEnabled: boolean;
  redisUrl?: string;
  logLevel: string;
  webDist?: string;
  loginRateLimitPerIp: number;
  loginRateLimitPerAccount: number;
  /** Registration attempts per IP per window (they tell whether a CPF or e-mail exists). */
  registerRateLimitPerIp: number;
  /** Requests for a password reset link per IP per window. */
  forgotPasswordRateLimitPerIp: number;
  /** Requests for a password reset link per e-mail per window, whether it has an account or not. */
  forgotPasswordRateLimitPerEmail: number;
  rateLimitWindowMs: number;
  /** Uploads per account per window. */
  uploadRateLimitPerAccount: number;
  /** Uploads per IP per window, whoever sends them. */
  uploadRateLimitPerIp: number;
  /** Receipts an account may hold without a purchase (those of the last 24 hours: older ones are deleted). */
  uploadMaxUnattached: number;
  bodyLimitBytes: number;
  /**
   * On SIGTERM, how long requests and job runs in flight may take to finish; past it open
   * connections are closed and unfinished runs handed back to the queue.
   */
  shutdownTimeoutMs: number;
  /** X-Forwarded-For trust: false (nobody), hops to trust from the server's side, or proxy addresses. */
  trustProxy: false | number | string[];
  payment: PaymentConfig;
  /** Uploads: `database` by default on PostgreSQL (every host serves every file), `disk` on the embedded database. */
  storage: StorageConfig;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  if (e.PIX_KEY && !e.PIX_MERCHANT_NAME) {
    throw new ConfigError(
      'Invalid configuration:\n  PIX_MERCHANT_NAME: is required with PIX_KEY (the receiver name the payer sees, up to 25 characters)',
    );
  }
  if (e.STORAGE === 'database' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE: database needs DATABASE_URL (use disk or s3 with the embedded database)',
    );
  }
  const storageKind = e.STORAGE ?? (e.DATABASE_URL ? 'database' : 'disk');
  const storage: StorageConfig = { kind: storageKind, s3: storageKind === 's3' ? s3Config(e) : undefined };
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    timeZone: e.APP_TIMEZONE,
    receipts: { states: e.RECEIPT_STATES, models: e.RECEIPT_MODELS },
    saleSignals: {
      clientDay: e.RECEIPT_SIGNAL_CLIENT_DAY,
      storeDay: e.RECEIPT_SIGNAL_STORE_DAY,
      concentrationPct: e.RECEIPT_SIGNAL_CONCENTRATION_PCT,
      concentrationMin: e.RECEIPT_SIGNAL_CONCENTRATION_MIN,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mallContactEmail: e.MALL_CONTACT_EMAIL,
    cepLookupUrl: e.CEP_LOOKUP_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    jobsEnabled: e.JOBS_ENABLED ?? true,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    loginRateLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    loginRateLimitPerAccount: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    registerRateLimitPerIp: e.REGISTER_RATE_LIMIT_PER_IP,
    forgotPasswordRateLimitPerIp: e.FORGOT_PASSWORD_RATE_LIMIT_PER_IP,
    forgotPasswordRateLimitPerEmail: e.FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW,
    uploadRateLimitPerAccount: e.UPLOAD_RATE_LIMIT_PER_ACCOUNT,
    uploadRateLimitPerIp: e.UPLOAD_RATE_LIMIT_PER_IP,
    uploadMaxUnattached: e.UPLOAD_MAX_UNATTACHED,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY || false,
    payment: {
      billProvider: e.BILL_PROVIDER,
      pix:
        e.PIX_KEY && e.PIX_MERCHANT_NAME
          ? { key: e.PIX_KEY, merchantName: e.PIX_MERCHANT_NAME, merchantCity: e.PIX_MERCHANT_CITY }
          : undefined,
      bankDetails: e.BANK_DETAILS?.replaceAll('\\n', '\n'),
    },
    storage,
  };
}

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

/** The bucket the S3_* variables name, whatever STORAGE says (`storage:migrate --to s3`). */
export function loadS3Config(env: NodeJS.ProcessEnv = process.env): S3Config {
  return s3Config(parseEnv(env));
}

/** Without JWT_SECRET a random one is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
