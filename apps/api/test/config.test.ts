import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const base = { DATA_DIR: '/tmp/mall-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      timeZone: 'America/Sao_Paulo',
      seedDemo: true,
      jobsEnabled: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must start with postgres/],
    ['APP_TIMEZONE', 'Mars/Olympus', /APP_TIMEZONE: is not a known IANA time zone/],
    ['CEP_LOOKUP_URL', 'https://example.com/ws', /CEP_LOOKUP_URL: must contain the \{cep\} placeholder/],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO/],
    ['JOBS_ENABLED', 'sometimes', /JOBS_ENABLED: use true or false/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY: .*true is not allowed/],
    ['TRUST_PROXY', '10.0.0.1,nonsense', /TRUST_PROXY: use a hop count/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY/],
    ['TRUST_PROXY', '99', /TRUST_PROXY: a hop count must be between 0 and 10/],
    ['RECEIPT_STATES', '35,SP', /RECEIPT_STATES: must list IBGE state codes/],
    ['RECEIPT_MODELS', '65,57', /RECEIPT_MODELS: must list receipt models/],
    ['RECEIPT_SIGNAL_CLIENT_DAY', '0', /RECEIPT_SIGNAL_CLIENT_DAY: must be a whole number of purchases, 1 or more/],
    ['RECEIPT_SIGNAL_STORE_DAY', 'many', /RECEIPT_SIGNAL_STORE_DAY: must be a whole number of purchases/],
    [
      'RECEIPT_SIGNAL_CONCENTRATION_PCT',
      '101',
      /RECEIPT_SIGNAL_CONCENTRATION_PCT: must be a whole percentage from 1 to 100/,
    ],
    ['RECEIPT_SIGNAL_CONCENTRATION_PCT', '55.5', /RECEIPT_SIGNAL_CONCENTRATION_PCT: must be a whole percentage/],
    ['RECEIPT_SIGNAL_CONCENTRATION_MIN', '-3', /RECEIPT_SIGNAL_CONCENTRATION_MIN: must be a whole number of purchases/],
  ])('stops on a bad %s, naming it', (name, value, pattern) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(pattern);
  });

  it('trusts no proxy by default, in production too; TRUST_PROXY names hops or proxy addresses', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it("takes São Paulo's receipts of every model by default; RECEIPT_STATES and RECEIPT_MODELS change that", () => {
    expect(loadConfig(base).receipts).toEqual({ states: ['35'], models: ['55', '59', '65'] });
    expect(loadConfig({ ...base, RECEIPT_STATES: '35, 33', RECEIPT_MODELS: '65' }).receipts).toEqual({
      states: ['35', '33'],
      models: ['65'],
    });
  });

  it('raises fraud signals above 3 purchases of a customer and 50 of a store a day, and from 50% for the top 3 of 10', () => {
    expect(loadConfig(base).saleSignals).toEqual({
      clientDay: 3,
      storeDay: 50,
      concentrationPct: 50,
      concentrationMin: 10,
    });
    const changed = loadConfig({
      ...base,
      RECEIPT_SIGNAL_CLIENT_DAY: '5',
      RECEIPT_SIGNAL_STORE_DAY: '120',
      RECEIPT_SIGNAL_CONCENTRATION_PCT: '80',
      RECEIPT_SIGNAL_CONCENTRATION_MIN: '25',
    });
    expect(changed.saleSignals).toEqual({ clientDay: 5, storeDay: 120, concentrationPct: 80, concentrationMin: 25 });
  });

  it('keeps uploads on disk with the embedded database and in PostgreSQL with DATABASE_URL; STORAGE=s3 needs its bucket', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/mall' }).storage).toEqual({ kind: 'database' });
    const s3 = { S3_BUCKET: 'mall-uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...base, STORAGE: 's3', ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'mall-uploads',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    const missing = () => loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'mall-uploads' });
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/S3_ACCESS_KEY_ID: is required with STORAGE=s3\n {2}S3_SECRET_ACCESS_KEY: is required/);
    expect(() => loadConfig({ ...base, STORAGE: 'ftp' })).toThrow(/STORAGE: use one of: disk, database, s3/);
    expect(() => loadConfig({ ...base, STORAGE: 's3', ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an absolute URL/,
    );
    expect(() => loadConfig({ ...base, STORAGE: 'database' })).toThrow(/STORAGE: database needs DATABASE_URL/);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
