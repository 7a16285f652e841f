import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createOutboxMailer } from '../src/mail/outbox.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';

// These tests need no conversion worker threads; starting none keeps each app quick to boot.
const NO_WORKER = { EMBEDDED_WORKER: 'false' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ mail: 'outbox', env: NO_WORKER });
});
afterAll(async () => {
  await app?.close();
});

test('embedded mode without SMTP_URL: the magic link goes to $DATA_DIR/outbox/mail.jsonl and signs in', async () => {
  expect(app.mailer.kind).toBe('outbox');
  const { user } = await signIn(app, 'outbox-user@example.com');
  expect(user.email).toBe('outbox-user@example.com');
  const lines = (await readFile(join(app.dataDir, 'outbox', 'mail.jsonl'), 'utf8')).trim().split('\n');
  const mail = JSON.parse(lines.at(-1)!);
  expect(mail).toMatchObject({ to: 'outbox-user@example.com', from: 'Tallysheet <no-reply@tallysheet.local>', subject: 'Your Tallysheet sign-in link' });
  expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/magic-link\/verify\?token=/);
  expect(typeof mail.at).toBe('string');
});

test('the outbox mailer prints the whole mail (with the link) to the log', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tallysheet-outbox-'));
  try {
    const logged: string[] = [];
    const mailer = createOutboxMailer(dir, 'Tallysheet <a@b.c>', { info: (_obj, msg) => logged.push(String(msg)) });
    await mailer.send({ to: 'x@example.com', subject: 'Hello', text: 'Open https://example.com/link' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('x@example.com');
    expect(logged[0]).toContain('https://example.com/link ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('embedded mode: the generated auth secret is kept in $DATA_DIR/secret with mode 600', async () => {
  // (with PostgreSQL the secret must be configured, so this runs on PGlite even under TEST_DATABASE_URL)
  const noSecret = await createTestApp({ mail: 'outbox', env: { ...NO_WORKER, BETTER_AUTH_SECRET: '', DATABASE_URL: 'memory:' } });
  try {
    const { stat } = await import('node:fs/promises');
    const file = join(noSecret.dataDir, 'secret');
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // sessions signed with it work
    await signIn(noSecret, 'generated-secret@example.com');
  } finally {
    await noSecret.close();
  }
});
