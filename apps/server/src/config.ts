import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { OperatorIdentity } from '@tallysheet/contracts';
import { availableParallelism } from 'node:os';
import { repoRootDir, serverPackageDir } from './paths.js';
import type { StorageConfig } from './storage/index.js';

/**
 * Every environment variable the server reads is parsed here and nowhere else (DESIGN §2).
 * Each area keeps its own block of fields in `envSchema`, `AppConfig` and `loadConfig`.
 */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A list setting's rows: separated by `|` or new lines, trimmed, empty ones dropped. */
const splitRows = (v: string): string[] => v.split(/\s*(?:\||\r?\n)\s*/).filter(Boolean);
const intFrom = (def: number, min = 0) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(def));
const boolFrom = (def: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
      .default(def ? 'true' : 'false')
      .transform((v) => ['1', 'true', 'yes', 'on'].includes(v)),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  PORT: intFrom(3000, 0).pipe(z.number().max(65535)),
  HOST: optionalString,
  APP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: optionalString,
  /** postgres://… switches from embedded PGlite to PostgreSQL; `memory:` = in-memory PGlite (tests). */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v) || v === 'memory:', 'must start with postgres:// or be memory:')
      .optional(),
  ),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Tallysheet <no-reply@tallysheet.local>')),
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: z.preprocess(emptyToUndefined, z.url().default('https://eu.i.posthog.com')),
  /** magic-link sends allowed per e-mail address and per client IP within the window */
  AUTH_RATE_LIMIT_EMAIL: intFrom(5, 1),
  AUTH_RATE_LIMIT_IP: intFrom(20, 1),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: intFrom(900, 1),
  /** general API rate limit per IP and minute */
  API_RATE_LIMIT_PER_MINUTE: intFrom(600, 1),
  /** JSON body limit in bytes (multipart uploads have their own limit) */
  BODY_LIMIT_BYTES: intFrom(1024 * 1024, 1024),
  /** a request (headers and body) must arrive within this many seconds, or the connection is closed */
  REQUEST_TIMEOUT_SECONDS: intFrom(120, 1),
  /** the request headers must arrive within this many seconds */
  HEADERS_TIMEOUT_SECONDS: intFrom(10, 1),
  /** a connection with no traffic for this many seconds is closed */
  IDLE_TIMEOUT_SECONDS: intFrom(30, 1),
  /** trust X-Forwarded-* headers (set behind a reverse proxy) */
  TRUST_PROXY: boolFrom(false),
  WEB_DIST_DIR: optionalString,
  /** public site: contact messages and API-waitlist sign-ups are forwarded here (needs SMTP_URL too); help-page mailto */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  /** public site: the operator's office address, lines separated by `|` or new lines */
  OPERATOR_ADDRESS: optionalString,
  /** public site: the operator's support phone number */
  OPERATOR_PHONE: optionalString,
  /** public site: the terms' governing law, completing "governed by the laws of …" */
  GOVERNING_LAW: optionalString,
  /**
   * public site: the contact page's business hours, rows separated by `|` or new lines, each `days=hours`
   * (e.g. `Monday - Friday=9:00 AM - 6:00 PM EST|Sunday=Closed`)
   */
  SUPPORT_HOURS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => splitRows(v).every((row) => /^[^=]*\S[^=]*=[^=]*\S[^=]*$/.test(row)), 'each row must read days=hours, rows separated by |')
      .optional(),
  ),
  /** public site: when live chat is staffed (shown on the contact page; unset: no live chat is offered) */
  LIVE_CHAT_HOURS: optionalString,
  /** public site: where the live chat opens (a link on the contact page) */
  LIVE_CHAT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** public site: contact and waitlist submissions allowed per client IP within 10 minutes */
  CONTACT_RATE_LIMIT: intFrom(5, 1),
  /** conversions: `s3://bucket[/prefix]` stores files in S3 instead of `$DATA_DIR/files` */
  STORAGE_URL: z.preprocess(emptyToUndefined, z.string().regex(/^s3:\/\/[^/]+/, 'must look like s3://bucket[/prefix]').optional()),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** conversions: job queue (db = our job table; pgboss needs DATABASE_URL) and the worker */
  QUEUE: z.preprocess(emptyToUndefined, z.enum(['db', 'pgboss']).default('db')),
  EMBEDDED_WORKER: boolFrom(true),
  WORKER_THREADS: intFrom(Math.max(1, Math.min(4, availableParallelism())), 1),
  WORKER_MEMORY_MB: intFrom(512, 32),
  WORKER_FILE_TIMEOUT_SECONDS: intFrom(60, 1),
  JOB_CONCURRENCY: intFrom(4, 1),
  /** the job lease: a job whose worker has not renewed it for this long is taken by another worker */
  JOB_STALE_SECONDS: intFrom(10, 2),
  FILE_RETENTION_HOURS: intFrom(24, 1),
  SWEEP_INTERVAL_SECONDS: intFrom(600, 1),
  /** how often a worker looks for given-up jobs whose conversion or webhook delivery was never ended */
  GIVE_UP_SWEEP_SECONDS: intFrom(60, 1),
  /** tests only (ignored unless NODE_ENV=test): PDFs named __crash__/__oom__/__hang__… make their worker thread die */
  WORKER_FAULT_INJECTION: boolFrom(false),
  /** billing: Stripe mode when STRIPE_SECRET_KEY is set (then the webhook secret and both price ids are required) */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STANDARD: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  /** billing: Stripe API address override (tests point the SDK at a local stub) */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: z.preprocess(emptyToUndefined, z.enum(['http', 'https']).optional()),
  /**
   * billing without a Stripe key: our TEST MODE checkout (anyone can give themselves a paid plan) or no paid plans
   * (false). Default: on, except with NODE_ENV=production, where it must be set to true explicitly.
   */
  BILLING_TEST_MODE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
      .optional()
      .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v))),
  ),
  /** public API (/api/v1): requests per API key and minute */
  API_KEY_RATE_LIMIT_PER_MINUTE: intFrom(120, 1),
  /** webhooks: allow endpoints on loopback, private and link-local addresses, and plain http (development, tests) */
  WEBHOOK_ALLOW_PRIVATE: boolFrom(false),
  WEBHOOK_TIMEOUT_SECONDS: intFrom(10, 1),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  /** listen address; null: every address, IPv6 and IPv4 (http/listen.ts) */
  host: string | null;
  /** public origin of the app, no trailing slash (e.g. http://localhost:3000) */
  appUrl: string;
  /** origins allowed to make state-changing requests and to be auth callback targets */
  trustedOrigins: string[];
  /** APP_URL was set: page requests on another host are redirected to it */
  appUrlExplicit: boolean;
  /** absolute path */
  dataDir: string;
  /** absolute path: `$DATA_DIR/files` */
  filesDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** undefined in embedded mode: generated once and kept in `$DATA_DIR/secret` */
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  mail: { smtpUrl: string | undefined; from: string };
  posthog: { key: string; host: string } | null;
  authRateLimit: { perEmail: number; perIp: number; windowSeconds: number };
  apiRateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** connection limits (ms): whole request, headers, inactivity */
  timeouts: { requestMs: number; headersMs: number; idleMs: number };
  trustProxy: boolean;
  /** absolute path of the built SPA (apps/web/dist) */
  webDistDir: string;
  /** public site (contact, waitlist, help page) */
  support: { email: string | undefined; formRateLimit: number };
  /** the operator's details for the public pages, as configured (null: not set) */
  operator: OperatorIdentity;
  /** uploads, storage, queue, worker pool, retention */
  conversions: ConversionsConfig;
  /** billing: Stripe, our local test checkout, or off (no paid plans) */
  billing: BillingConfig;
  /** public API: per-key rate limit */
  api: { keyRateLimitPerMinute: number };
}

/** The conversions area's settings (config.ts `conversions`). */
export interface ConversionsConfig {
  storage: StorageConfig;
  /** 'db': jobs in our `job` table (embedded default, works on PostgreSQL too); 'pgboss': pg-boss on DATABASE_URL */
  queue: 'db' | 'pgboss';
  /** run the worker inside this process (off when separate `npm run worker` processes do the work) */
  embeddedWorker: boolean;
  /** worker threads in the extraction pool */
  threads: number;
  /** V8 heap cap per worker thread */
  workerMemoryMb: number;
  /** time limit for one PDF in a worker thread */
  fileTimeoutMs: number;
  /** conversions processed at once by one worker process (their PDFs share the pool) */
  jobConcurrency: number;
  /** uploads and outputs are deleted this long after creation */
  retentionMs: number;
  sweepIntervalMs: number;
  /** how often the give-up sweep runs (a worker process; see jobs/give-up-sweep.ts) */
  giveUpSweepMs: number;
  /** a running job with no heartbeat for this long is taken as dead */
  jobStaleMs: number;
  /** test-only: PDFs named __crash__/__oom__/__hang__… make their thread die (never set from the environment) */
  faultInjection: boolean;
  /** webhook deliveries (queued after a conversion finishes) */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
}

export type BillingConfig =
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: { standard: string; premium: string };
      api: { host?: string; port?: number; protocol?: 'http' | 'https' };
    }
  | { mode: 'test' }
  | { mode: 'off' };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Relative DATA_DIR values are resolved against the directory npm was started from (INIT_CWD), so
 * `DATA_DIR=./mydata npm start` at the repo root means `<repo>/mydata` even though npm runs the server
 * package's script inside apps/server. Unset, it is `<repo>/data`.
 */
function resolveDataDir(value: string | undefined, env: Record<string, string | undefined>): string {
  if (!value) return resolve(repoRootDir, 'data');
  if (isAbsolute(value)) return value;
  return resolve(env.INIT_CWD || process.cwd(), value);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolveDataDir(e.DATA_DIR, env);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, '');
  const appOrigin = new URL(appUrl).origin;
  // The Vite dev server's origins are trusted only when the app itself runs on this machine (development):
  // a deployed site must not accept state-changing requests or auth redirects from a local page.
  const isLocalApp = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(appUrl).hostname);
  const devOrigins = isLocalApp ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : [];
  // With APP_URL unset the server answers on every loopback name (the log prints one of them, a user types
  // another): all of them on the server's port are this app.
  const port = e.PORT || 3000;
  const loopbackOrigins = e.APP_URL === undefined ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`] : [];
  const trustedOrigins = [...new Set([appOrigin, ...loopbackOrigins, ...devOrigins])];

  const database: AppConfig['database'] =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(dataDir, 'db') }
      : e.DATABASE_URL === 'memory:'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: e.DATABASE_URL };

  if (database.kind === 'postgres' && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  BETTER_AUTH_SECRET: required with DATABASE_URL (every server instance must share it); ' +
        'generate one with `openssl rand -base64 32`',
    );
  }
  if (e.QUEUE === 'pgboss' && database.kind !== 'postgres') {
    throw new ConfigError('Invalid configuration:\n  QUEUE: pgboss needs DATABASE_URL=postgres://… (use QUEUE=db with PGlite)');
  }
  if (e.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STANDARD', 'STRIPE_PRICE_PREMIUM'] as const).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required with STRIPE_SECRET_KEY`);
    }
  }
  if ((e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) || (!e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }

  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: e.PORT,
    host: e.HOST ?? null,
    appUrl,
    trustedOrigins,
    appUrlExplicit: e.APP_URL !== undefined,
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    database,
    authSecret: e.BETTER_AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : null,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    posthog: e.POSTHOG_KEY ? { key: e.POSTHOG_KEY, host: e.POSTHOG_HOST.replace(/\/+$/, '') } : null,
    authRateLimit: {
      perEmail: e.AUTH_RATE_LIMIT_EMAIL,
      perIp: e.AUTH_RATE_LIMIT_IP,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node requires the headers' limit to be within the request's.
      headersMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    },
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR
      ? resolve(env.INIT_CWD || process.cwd(), e.WEB_DIST_DIR)
      : resolve(serverPackageDir, '..', 'web', 'dist'),
    support: { email: e.SUPPORT_EMAIL, formRateLimit: e.CONTACT_RATE_LIMIT },
    operator: {
      address: e.OPERATOR_ADDRESS ? splitRows(e.OPERATOR_ADDRESS) : null,
      phone: e.OPERATOR_PHONE ?? null,
      governingLaw: e.GOVERNING_LAW ?? null,
      businessHours: e.SUPPORT_HOURS
        ? splitRows(e.SUPPORT_HOURS).map((row) => {
            const [days, hours] = row.split('=').map((part) => part.trim()) as [string, string];
            return { days, hours };
          })
        : null,
      liveChatHours: e.LIVE_CHAT_HOURS ?? null,
      liveChatUrl: e.LIVE_CHAT_URL ?? null,
    },
    conversions: {
      storage: {
        dataDir,
        storageUrl: e.STORAGE_URL,
        s3Endpoint: e.S3_ENDPOINT,
        s3Region: e.S3_REGION,
        s3AccessKeyId: e.S3_ACCESS_KEY_ID,
        s3SecretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
      queue: e.QUEUE,
      embeddedWorker: e.EMBEDDED_WORKER,
      threads: e.WORKER_THREADS,
      workerMemoryMb: e.WORKER_MEMORY_MB,
      fileTimeoutMs: e.WORKER_FILE_TIMEOUT_SECONDS * 1000,
      jobConcurrency: e.JOB_CONCURRENCY,
      retentionMs: e.FILE_RETENTION_HOURS * 3600_000,
      sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
      giveUpSweepMs: e.GIVE_UP_SWEEP_SECONDS * 1000,
      jobStaleMs: e.JOB_STALE_SECONDS * 1000,
      faultInjection: e.NODE_ENV === 'test' && e.WORKER_FAULT_INJECTION,
      webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000 },
    },
    api: { keyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE },
    billing: e.STRIPE_SECRET_KEY
      ? {
          mode: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          prices: { standard: e.STRIPE_PRICE_STANDARD!, premium: e.STRIPE_PRICE_PREMIUM! },
          api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
        }
      : (e.BILLING_TEST_MODE ?? e.NODE_ENV !== 'production')
        ? { mode: 'test' }
        : { mode: 'off' },
  };
}

/** What a start should warn about: settings that are allowed but risky where the server runs. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.billing.mode === 'test') {
    warnings.push(
      'BILLING_TEST_MODE=true in production: the TEST MODE checkout lets anyone give themselves a paid plan. ' +
        'Set STRIPE_SECRET_KEY for real billing, or unset BILLING_TEST_MODE to offer no paid plans.',
    );
  }
  if (config.nodeEnv === 'production') {
    const missing = [
      config.support.email ? null : 'SUPPORT_EMAIL',
      config.operator.address ? null : 'OPERATOR_ADDRESS',
      config.operator.phone ? null : 'OPERATOR_PHONE',
      config.operator.governingLaw ? null : 'GOVERNING_LAW',
      config.operator.businessHours ? null : 'SUPPORT_HOURS',
      config.operator.liveChatHours ? null : 'LIVE_CHAT_HOURS',
    ].filter((v): v is string => v !== null);
    if (missing.length > 0) {
      warnings.push(
        `Operator details not configured: ${missing.join(', ')}. The contact, help and legal pages leave them out ` +
          '(the development defaults are never shown in production); set them to show who runs this deployment.',
      );
    }
  }
  return warnings;
}
