import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { SmtpCapture } from './smtp-capture.js';

export interface TestAppOptions {
  /** environment variables on top of the test defaults (the process environment is not read) */
  env?: Record<string, string | undefined>;
  /** 'smtp' (default): a real smtp-server on loopback captures mail; 'outbox': $DATA_DIR/outbox/mail.jsonl */
  mail?: 'smtp' | 'outbox';
  /** dependencies handed to buildApp as they are */
  deps?: Partial<AppDeps>;
}

export type TestApp = FastifyInstance & {
  /** the captured mails in 'smtp' mode, else null */
  mailbox: SmtpCapture | null;
  /** temporary DATA_DIR, removed on close */
  dataDir: string;
  /** the mails written so far: from the smtp capture, else from the outbox file */
  mails(): Promise<Array<{ to: string[]; subject: string; text: string }>>;
};

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * A fully built app on a temp DATA_DIR with PGlite in memory — or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database per app (dropped on close). Call `app.close()` when done (afterAll).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-test-'));
  const mailbox = options.mail === 'outbox' ? null : await SmtpCapture.start();
  const pgDatabase = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;

  let config: AppConfig;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: pgDatabase?.url ?? 'memory:',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SMTP_URL: mailbox?.url,
      // Many sign-ins come from the same loopback address in tests; auth tests lower this themselves.
      AUTH_RATE_LIMIT_IP: '10000',
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      ...options.env,
    });
  } catch (err) {
    await cleanup();
    throw err;
  }

  async function cleanup() {
    await mailbox?.close();
    await pgDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config, options.deps);
  } catch (err) {
    await cleanup();
    throw err;
  }
  // Runs after buildApp's own onClose hook (database closed) because it is added later.
  app.addHook('onClose', async () => {
    await cleanup();
  });

  const mails = async () => {
    if (mailbox) return mailbox.messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text }));
    const text = await readFile(join(dataDir, 'outbox', 'mail.jsonl'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
      .map((m) => ({ to: [m.to.toLowerCase()], subject: m.subject, text: m.text }));
  };
  return Object.assign(app, { mailbox, dataDir, mails }) as TestApp;
}

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tallysheet_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
