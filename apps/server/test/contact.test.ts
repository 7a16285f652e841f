import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@tallysheet/contracts';
import { contactMessage } from '../src/db/schema/contact.js';
import { createTestApp, type TestApp } from './support/createTestApp.js';
import { signIn } from './support/signIn.js';
import { SmtpCapture } from './support/smtp-capture.js';

const SUPPORT = 'support@tallysheet.test';
/** Tests that build their own app: PGlite start-up and migrations are slow on a busy 2-core machine. */
const APP_TEST_TIMEOUT = 120_000;
const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Technical Support',
  message: 'My invoice from ACME came out with an empty Line Items sheet.',
  source: 'public',
};

let seq = 0;
/** Each request comes from its own address unless a test says otherwise, so the per-IP limit stays out of the way. */
function nextIp(): string {
  seq += 1;
  return `10.0.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
}

function post(app: FastifyInstance, body: unknown, remoteAddress = nextIp(), headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress, headers });
}

describe('POST /api/contact with SMTP and SUPPORT_EMAIL set', () => {
  let smtp: SmtpCapture;
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
    smtp = app.mailbox!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('stores a public message and forwards it with the public subject prefix and source line', async () => {
    const before = smtp.countFor(SUPPORT);
    const res = await post(app, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: string; forwarded: boolean };
    expect(body.forwarded).toBe(true);

    const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, body.id));
    expect(row).toMatchObject({
      source: 'public',
      userId: null,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Technical Support',
      message: valid.message,
      forwarded: true,
    });
    expect(row.forwardedAt).toBeInstanceOf(Date);

    const mail = await smtp.waitFor(SUPPORT, { after: before });
    expect(mail.subject).toBe('[Tallysheet Public] Technical Support');
    expect(mail.text).toContain('Name: Ada Lovelace');
    expect(mail.text).toContain('Email: ada@example.com');
    expect(mail.text).toContain('Source: Public Contact Page');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).not.toContain('User ID:');
  });

  it('accepts every subject of both forms and refuses one from neither', async () => {
    for (const subject of ['Partnership Inquiry', 'API Access', 'Account Issue', 'Other']) {
      const res = await post(app, { ...valid, subject });
      expect(res.statusCode, subject).toBe(201);
    }
    const res = await post(app, { ...valid, subject: 'Free Money' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please choose a subject from the list.' });
  });

  it.each([
    ['name', { ...valid, name: '' }],
    ['whitespace name', { ...valid, name: '   ' }],
    ['email', { ...valid, email: undefined }],
    ['subject', { ...valid, subject: '' }],
    ['message', { ...valid, message: '' }],
    ['all fields', {}],
  ])('answers 400 "Please fill in all fields" when %s is missing, storing nothing', async (_what, body) => {
    const count = (await app.db.select().from(contactMessage)).length;
    const res = await post(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please fill in all fields' });
    expect((await app.db.select().from(contactMessage)).length).toBe(count);
  });

  it('refuses a malformed e-mail, over-long fields, a wrong type and a non-JSON body with clear messages', async () => {
    expect((await post(app, { ...valid, email: 'ada@' })).json()).toEqual({ error: 'Please enter a valid email address.' });
    const longName = await post(app, { ...valid, name: 'x'.repeat(101) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error).toMatch(/Full name is too long/);
    const longMessage = await post(app, { ...valid, message: 'x'.repeat(5001) });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().error).toMatch(/Message is too long/);
    const wrongType = await post(app, { ...valid, message: 42 });
    expect(wrongType.statusCode).toBe(400);
    const badSource = await post(app, { ...valid, source: 'admin' });
    expect(badSource.statusCode).toBe(400);
    for (const notAnObject of ['"hello"', '[1,2]', 'null', '42']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: notAnObject,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, notAnObject).toBe(400);
      expect(res.json(), notAnObject).toEqual({ error: 'Please fill in all fields' });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('error');
  });

  it('treats a "dashboard" message without a session as public (the user id only ever comes from the session)', async () => {
    const before = smtp.countFor(SUPPORT);
    const res = await post(app, { ...valid, source: 'dashboard', userId: 'someone-else' });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, res.json().id));
    expect(row.userId).toBeNull();
    expect(row.source).toBe('public');
    const mail = await smtp.waitFor(SUPPORT, { after: before });
    expect(mail.subject).toBe('[Tallysheet Public] Technical Support');
  });

  it('limits each client address to 5 submissions in 10 minutes, with a clear 429', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await post(app, valid, ip)).statusCode).toBe(201);
    const limited = await post(app, valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(CONTACT_MESSAGES.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post(app, valid, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('POST /api/contact when mail is down or not configured', () => {
  it('still stores the message and answers success, marked not forwarded, when the SMTP server is unreachable', { timeout: APP_TEST_TIMEOUT }, async () => {
    const dead = await SmtpCapture.start();
    const deadUrl = dead.url;
    await dead.close();
    const app = await createTestApp({ env: { SMTP_URL: deadUrl, SUPPORT_EMAIL: SUPPORT } });
    try {
      const res = await post(app, valid);
      expect(res.statusCode).toBe(201);
      expect(res.json().forwarded).toBe(false);
      const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, res.json().id));
      expect(row.forwarded).toBe(false);
      expect(row.forwardedAt).toBeNull();
      expect(row.forwardError).toBeTruthy();
      expect(row.message).toBe(valid.message);
    } finally {
      await app.close();
    }
  });

  it('stores without forwarding when SUPPORT_EMAIL is not set', { timeout: APP_TEST_TIMEOUT }, async () => {
    const app = await createTestApp();
    const smtp = app.mailbox!;
    try {
      const res = await post(app, valid);
      expect(res.statusCode).toBe(201);
      expect(res.json().forwarded).toBe(false);
      expect((await app.db.select().from(contactMessage)).length).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/contact from the signed-in Contact tab', () => {
  let app: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    app = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
    smtp = app.mailbox!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('attaches the user id from the cookie session and mails it with the "[Tallysheet]" subject', async () => {
    const { cookie, user } = await signIn(app, 'katherine@example.com');
    const before = smtp.countFor(SUPPORT);
    const res = await post(
      app,
      { ...valid, name: 'Katherine Johnson', email: user.email, subject: 'Account Issue', source: 'dashboard' },
      nextIp(),
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, res.json().id));
    expect(row).toMatchObject({ userId: user.id, source: 'dashboard', subject: 'Account Issue', forwarded: true });

    const mail = await smtp.waitFor(SUPPORT, { after: before });
    expect(mail.subject).toBe('[Tallysheet] Account Issue');
    expect(mail.text).toContain(`User ID: ${user.id}`);
    expect(mail.text).toContain('Name: Katherine Johnson');
    expect(mail.text).not.toContain('Public Contact Page');
  });

  it('accepts the bearer token too, and ignores a user id in the body', async () => {
    const { token, user } = await signIn(app, 'dorothy@example.com');
    const res = await post(app, { ...valid, source: 'dashboard', userId: 'forged' }, nextIp(), {
      authorization: `Bearer ${token}`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, res.json().id));
    expect(row.userId).toBe(user.id);
  });

  it('treats a broken session cookie as a public sender instead of failing', async () => {
    const res = await post(app, { ...valid, source: 'dashboard' }, nextIp(), { cookie: 'better-auth.session_token=garbage' });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, res.json().id));
    expect(row.userId).toBeNull();
    expect(row.source).toBe('public');
  });

  it('refuses a browser request from a foreign origin (CSRF) before storing anything', async () => {
    const count = (await app.db.select().from(contactMessage)).length;
    const res = await post(app, valid, nextIp(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await app.db.select().from(contactMessage)).length).toBe(count);
  });
});

describe('forwarding to a slow mail server (service)', () => {
  it('answers after the forward timeout with the message stored, and records the mail once it does arrive', { timeout: APP_TEST_TIMEOUT }, async () => {
    const { SMTPServer } = await import('smtp-server');
    const { createSmtpMailer } = await import('../src/mail/smtp.js');
    const { submitContactMessage } = await import('../src/modules/contact/service.js');
    const received: string[] = [];
    // A real SMTP server that takes 1.5 s to greet.
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onConnect(_session, callback) {
        setTimeout(() => callback(), 1500);
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    const port = (slow.server.address() as { port: number }).port;
    const app = await createTestApp({ mail: 'outbox' });
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Tallysheet <no-reply@tallysheet.test>');
    const errors: string[] = [];
    try {
      const started = Date.now();
      const result = await submitContactMessage(
        {
          db: app.db,
          mailer,
          supportEmail: SUPPORT,
          smtpConfigured: true,
          log: { info: () => {}, error: (o: object) => errors.push(JSON.stringify(o)) },
          forwardTimeoutMs: 300,
        },
        { name: 'Slow', email: 'slow@example.com', subject: 'Other', message: 'Hello', source: 'public' },
        null,
      );
      expect(Date.now() - started).toBeLessThan(1400);
      expect(result.forwarded).toBe(false);
      const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, result.id));
      expect(row.forwarded).toBe(false);
      expect(row.forwardError).toMatch(/did not answer within/);
      expect(errors.join()).toContain(result.id);

      await expect
        .poll(async () => (await app.db.select().from(contactMessage).where(eq(contactMessage.id, result.id)))[0].forwarded, {
          timeout: 10_000,
        })
        .toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('[Tallysheet Public] Other');
    } finally {
      await mailer.close();
      await app.close();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

describe('contact message retention', () => {
  it('deletes messages older than 24 months and keeps newer ones', { timeout: APP_TEST_TIMEOUT }, async () => {
    const { sweepOldContactMessages, retentionCutoff } = await import('../src/modules/contact/retention.js');
    const app = await createTestApp({ mail: 'outbox' });
    try {
      const now = new Date('2026-06-15T12:00:00Z');
      expect(retentionCutoff(now).toISOString()).toBe('2024-06-15T12:00:00.000Z');
      const row = (id: string, createdAt: Date) => ({
        id,
        userId: null,
        source: 'public',
        name: 'A',
        email: 'a@example.com',
        subject: 'Other',
        message: 'm',
        createdAt,
      });
      await app.db.insert(contactMessage).values([
        row('old', new Date('2024-06-01T00:00:00Z')),
        row('recent', new Date('2024-07-01T00:00:00Z')),
        row('new', new Date('2026-06-01T00:00:00Z')),
      ]);
      expect(await sweepOldContactMessages(app.db, now)).toBe(1);
      const left = (await app.db.select({ id: contactMessage.id }).from(contactMessage)).map((r) => r.id).sort();
      expect(left).toEqual(['new', 'recent']);
    } finally {
      await app.close();
    }
  });
});
