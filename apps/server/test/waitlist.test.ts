import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { waitlistSignup } from '../src/db/schema/contact.js';
import { createTestApp, type TestApp } from './support/createTestApp.js';
import { SmtpCapture } from './support/smtp-capture.js';

const SUPPORT = 'support@tallysheet.test';
/** Tests that build their own app: PGlite start-up and migrations are slow on a busy 2-core machine. */
const APP_TEST_TIMEOUT = 120_000;
let seq = 0;
const nextIp = () => `10.9.0.${(++seq % 250) + 1}`;

const join_ = (app: FastifyInstance, body: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/waitlist', payload: body as object, remoteAddress });

describe('POST /api/waitlist', () => {
  let smtp: SmtpCapture;
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
    smtp = app.mailbox!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('stores a new address and forwards it with the waitlist subject, the e-mail and an ISO timestamp', async () => {
    const before = smtp.countFor(SUPPORT);
    const res = await join_(app, { email: ' Dev@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, alreadyJoined: false });
    const rows = await app.db.select().from(waitlistSignup).where(eq(waitlistSignup.email, 'dev@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0].forwarded).toBe(true);
    const mail = await smtp.waitFor(SUPPORT, { after: before });
    expect(mail.subject).toBe('[Tallysheet] API Waitlist Signup');
    expect(mail.text).toContain('Email: dev@example.com');
    expect(mail.text).toMatch(/Signed up at: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
  });

  it('is idempotent: the same address again answers success once more, keeps one row and sends no second mail', async () => {
    await join_(app, { email: 'twice@example.com' });
    await smtp.waitFor(SUPPORT);
    const mailsBefore = smtp.countFor(SUPPORT);
    const again = await join_(app, { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, alreadyJoined: true });
    const rows = await app.db.select().from(waitlistSignup).where(eq(waitlistSignup.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.countFor(SUPPORT)).toBe(mailsBefore);
  });

  it('answers "Please enter your email address" for a missing or blank address and refuses a malformed one', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: null }]) {
      const res = await join_(app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter your email address' });
    }
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '["a@b.co"]',
      remoteAddress: nextIp(),
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ error: 'Please enter your email address' });
    const bad = await join_(app, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please enter a valid email address.' });
    const long = await join_(app, { email: `${'a'.repeat(250)}@example.com` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/too long/);
  });

  it('limits each client address to 5 sign-ups in 10 minutes', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await join_(app, { email: `rl${i}@example.com` }, ip)).statusCode).toBe(201);
    const limited = await join_(app, { email: 'rl5@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many sign-ups/);
    const rows = await app.db.select().from(waitlistSignup).where(eq(waitlistSignup.email, 'rl5@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/waitlist when mail is down', () => {
  it('keeps the sign-up, answers success and records why it was not forwarded', { timeout: APP_TEST_TIMEOUT }, async () => {
    const dead = await SmtpCapture.start();
    const url = dead.url;
    await dead.close();
    const app = await createTestApp({ env: { SMTP_URL: url, SUPPORT_EMAIL: SUPPORT } });
    try {
      const res = await join_(app, { email: 'down@example.com' });
      expect(res.statusCode).toBe(201);
      const [row] = await app.db.select().from(waitlistSignup).where(eq(waitlistSignup.email, 'down@example.com'));
      expect(row.forwarded).toBe(false);
      expect(row.forwardError).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
