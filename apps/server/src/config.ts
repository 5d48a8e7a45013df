import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import { VIDEO_MAX_BYTES_DEFAULT } from '@academy/contract/videos';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/** Thrown when an environment variable holds a value the server cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const gatewayEnvShape = {
  BKASH_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  BKASH_USERNAME: z.string().optional(),
  BKASH_PASSWORD: z.string().optional(),
  BKASH_APP_KEY: z.string().optional(),
  BKASH_APP_SECRET: z.string().optional(),
  SSLCOMMERZ_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  PAYMENT_SIMULATOR: booleanString.optional(),
  HSTS_MAX_AGE: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be between 0 and 63072000 (two years)')
    .max(63072000, 'must be between 0 and 63072000 (two years)')
    .optional(),
  RECEIPT_VAT_PERCENT: z.coerce
    .number({ error: 'must be a percentage' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .optional(),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1000, 'must be between 1000 and 120000')
    .max(120000, 'must be between 1000 and 120000')
    // bKash asks merchants to wait 30 s for every call (its own plugin waits 29 s); a shorter wait
    // turns completed executes into unknown outcomes (docs/payments.md).
    .default(30000),
};

/** A gateway is on when all of its variables are set, off when none is; half is a mistake. */
const gatewayGroups = {
  bkash: [
    'BKASH_BASE_URL',
    'BKASH_USERNAME',
    'BKASH_PASSWORD',
    'BKASH_APP_KEY',
    'BKASH_APP_SECRET',
  ],
  sslcommerz: ['SSLCOMMERZ_BASE_URL', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
} as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  SEED_DEMO: booleanString.optional(),
  /** `production` seeds the demo only with SEED_DEMO=true; any other value changes nothing. */
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  TEST_CLOCK: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of worker processes' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .default(1),
  S3_BUCKET: z.string().min(1, 'must not be empty').optional(),
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL' }).optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  VIDEO_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024 * 1024, 'must be at least 1048576 (1 MB)')
    .default(VIDEO_MAX_BYTES_DEFAULT),
  FFMPEG_PATH: z.string().min(1, 'must not be empty').default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1, 'must not be empty').default('ffprobe'),
  PROCESS_ROLE: z
    .enum(['all', 'web', 'jobs'], { error: 'must be one of all, web, jobs' })
    .default('all'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'error' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  ...gatewayEnvShape,
});

/** Every environment variable the server reads; .env.example documents each of them. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Uploaded media in an S3-compatible bucket instead of DATA_DIR/media (set by S3_BUCKET). */
export type S3Config = {
  bucket: string;
  /** Unset for AWS itself; the server's URL for MinIO, Ceph, R2 and the like. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's usual sources (environment, shared files, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where the bucket's objects are public; /media/ then redirects there instead of proxying. */
  publicUrl: string | undefined;
  forcePathStyle: boolean;
};

export type BkashConfig = {
  /** Up to the API version, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta */
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
};
export type SslcommerzConfig = { baseUrl: string; storeId: string; storePassword: string };
/** Online gateways; null when not configured (only the manual path is offered then). */
export type PaymentsConfig = {
  bkash: BkashConfig | null;
  sslcommerz: SslcommerzConfig | null;
  /** How long a call to a gateway may take before its outcome counts as unknown. */
  timeoutMs: number;
  /** VAT included in prices, printed on receipts; null leaves the VAT line out. */
  receiptVatPercent: number | null;
  /** Start the local gateway simulator and use it for both gateways (development, demos). */
  simulator: boolean;
};

export type Config = {
  port: number;
  host: string;
  /** Absolute path holding PGlite files, media, the outbox and the generated secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  jwtSecret: string;
  /**
   * Web Push (RFC 8292): the VAPID key pair the academy signs push requests with (from
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else generated once into DATA_DIR/vapid.json) and the
   * contact push services see.
   */
  webPush: {
    publicKey: string;
    privateKey: string;
    subject: string;
    /** Tests only: accept http:// push services (the local stand-in); real ones are https. */
    allowHttpEndpoints?: boolean;
  };
  /** NODE_ENV=production: the demo is seeded only when SEED_DEMO=true says so. */
  production: boolean;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Worker processes sharing the port (node:cluster); more than 1 needs PostgreSQL and Redis. */
  webConcurrency: number;
  /** Uploaded media on S3-compatible storage; unset keeps it in DATA_DIR/media. */
  s3: S3Config | undefined;
  /** Proxies allowed to name the client in X-Forwarded-For (off by default). */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age in seconds on every answer; null sends none (default). */
  hstsMaxAgeSeconds: number | null;
  /**
   * End-to-end tests only: the live-class clock can be moved forward through PUT
   * /api/test-clock/. Never set in production.
   */
  testClockControl: boolean;
  payments: PaymentsConfig;
  /** Hosted lesson videos: the upload limit and the ffmpeg and ffprobe binaries. */
  video: { maxBytes: number; ffmpegPath: string; ffprobePath: string };
  /**
   * `all` serves and runs background jobs; `web` serves only; `jobs` runs jobs (transcodes,
   * mails) and serves nothing, for machines that share the database and the storage.
   */
  processRole: 'all' | 'web' | 'jobs';
  /** Built SPA directory; unset when the server runs without a web build (tests of the API alone). */
  webDistDir: string | undefined;
};

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const emptyToUndefined = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema
    .superRefine((values, context) => {
      const gatewaySet = Object.values(gatewayGroups)
        .flat()
        .filter((name) => values[name] !== undefined);
      if (values.PAYMENT_SIMULATOR && gatewaySet.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['PAYMENT_SIMULATOR'],
          message: `cannot be combined with ${gatewaySet.join(', ')}`,
        });
      }
      for (const names of Object.values(gatewayGroups)) {
        const missing = names.filter((name) => values[name] === undefined);
        if (missing.length === 0 || missing.length === names.length) continue;
        for (const name of missing) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set together with ${names.filter((other) => !missing.includes(other)).join(', ')}`,
          });
        }
      }
    })
    .safeParse(emptyToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.WEB_CONCURRENCY > 1 && (!values.DATABASE_URL || !values.REDIS_URL)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  WEB_CONCURRENCY: more than 1 worker needs DATABASE_URL ' +
        'and REDIS_URL (the embedded database belongs to one process, and live events and rate ' +
        'limits are shared through Redis)',
    );
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY',
    );
  }
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  VAPID_PUBLIC_KEY: must be set together with VAPID_PRIVATE_KEY',
    );
  }
  const dataDir = overrides.dataDir ?? resolve(values.DATA_DIR);
  const production = values.NODE_ENV === 'production';
  const port = overrides.port ?? values.PORT;
  const host = overrides.host ?? values.HOST;
  return {
    port,
    host,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    webPush: {
      ...(values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject:
        values.VAPID_SUBJECT ?? vapidSubjectOf(values.PUBLIC_URL ?? `http://${host}:${port}`),
    },
    production,
    // A production start never seeds published passwords by default, whatever the database.
    seedDemo: production
      ? values.SEED_DEMO === true
      : (values.SEED_DEMO ?? values.DATABASE_URL === undefined),
    publicUrl: (values.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    webConcurrency: values.WEB_CONCURRENCY,
    trustProxy: values.TRUST_PROXY,
    hstsMaxAgeSeconds: values.HSTS_MAX_AGE ?? null,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          publicUrl: values.S3_PUBLIC_URL?.replace(/\/$/, ''),
          // A custom endpoint (MinIO and most others) usually serves buckets as paths.
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
        }
      : undefined,
    testClockControl: values.TEST_CLOCK ?? false,
    payments: {
      bkash: values.BKASH_BASE_URL
        ? {
            baseUrl: values.BKASH_BASE_URL.replace(/\/$/, ''),
            username: values.BKASH_USERNAME!,
            password: values.BKASH_PASSWORD!,
            appKey: values.BKASH_APP_KEY!,
            appSecret: values.BKASH_APP_SECRET!,
          }
        : null,
      sslcommerz: values.SSLCOMMERZ_BASE_URL
        ? {
            baseUrl: values.SSLCOMMERZ_BASE_URL.replace(/\/$/, ''),
            storeId: values.SSLCOMMERZ_STORE_ID!,
            storePassword: values.SSLCOMMERZ_STORE_PASSWORD!,
          }
        : null,
      timeoutMs: values.PAYMENT_GATEWAY_TIMEOUT_MS,
      simulator: values.PAYMENT_SIMULATOR ?? false,
      receiptVatPercent: values.RECEIPT_VAT_PERCENT ?? null,
    },
    video: {
      maxBytes: values.VIDEO_MAX_BYTES,
      ffmpegPath: values.FFMPEG_PATH,
      ffprobePath: values.FFPROBE_PATH,
    },
    processRole: values.PROCESS_ROLE,
    webDistDir: undefined,
    ...overrides,
  };
}

/** The VAPID key pair is generated once and kept in DATA_DIR/vapid.json: subscriptions are tied to it. */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json');
  try {
    const existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof existing.publicKey === 'string' && typeof existing.privateKey === 'string') {
      return { publicKey: existing.publicKey, privateKey: existing.privateKey };
    }
  } catch {
    // Missing or unreadable: generated below.
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** RFC 8292 wants a contact: the academy's https address, else a mailbox at its host. */
function vapidSubjectOf(publicUrl: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  return `mailto:push@${new URL(publicUrl).hostname}`;
}

/** The signing key is generated once and kept in DATA_DIR/secret so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Missing: generated below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
