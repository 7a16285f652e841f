import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@tallysheet/contracts';
import { loadConfig, startupWarnings } from '../src/config.js';
import { createTestApp, type TestApp } from './support/createTestApp.js';

describe('without analytics or support settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ mail: 'outbox' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/plans serves the one catalogue, free → standard → premium, with the prices and limits the server enforces', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const { plans } = res.json() as { plans: Array<Record<string, unknown>> };
    expect(plans.map((p) => p.id)).toEqual(['free', 'standard', 'premium']);
    expect(plans.map((p) => p.priceMonthly)).toEqual([0, 9.99, 29.99]);
    expect(plans.map((p) => p.monthlyConversions)).toEqual([5, 100, 1000]);
    expect(plans.map((p) => p.maxFileBytes)).toEqual([500 * 1024, 2 * 1024 * 1024, 10 * 1024 * 1024]);
    expect(plans[1].mostPopular).toBe(true);
    expect(plans).toEqual(JSON.parse(JSON.stringify([PLANS.free, PLANS.standard, PLANS.premium])));
  });

  it('GET /api/client-config has no analytics key and falls back to the development support address and operator', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      posthogKey: null,
      posthogHost: 'https://eu.i.posthog.com',
      supportEmail: 'support@tallysheet.app',
      operator: {
        address: ['Tallysheet', '228 Park Avenue South, Suite 4200', 'New York, NY 10003', 'United States'],
        phone: null,
        governingLaw: 'the State of New York, United States',
        businessHours: [
          { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
          { days: 'Saturday', hours: '10:00 AM - 4:00 PM EST' },
          { days: 'Sunday', hours: 'Closed' },
        ],
        liveChatHours: '9 AM-5 PM EST, Monday to Friday',
        liveChatUrl: null,
      },
    });
    expect(String(res.headers['content-security-policy'])).not.toContain('posthog');
  });
});

describe('with POSTHOG_KEY and SUPPORT_EMAIL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      mail: 'outbox',
      env: {
        POSTHOG_KEY: 'phc_test123',
        SUPPORT_EMAIL: 'help@example.com',
        OPERATOR_ADDRESS: 'Example GmbH | Hauptstraße 1 | 10115 Berlin | Germany',
        OPERATOR_PHONE: '+49 30 1234567',
        GOVERNING_LAW: 'the Federal Republic of Germany',
        SUPPORT_HOURS: 'Montag - Freitag = 8:00 - 17:00 MEZ | Samstag=geschlossen',
        LIVE_CHAT_URL: 'https://chat.example.com/tallysheet',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/client-config passes them through with the EU host, and the CSP then allows that host', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json()).toEqual({
      posthogKey: 'phc_test123',
      posthogHost: 'https://eu.i.posthog.com',
      supportEmail: 'help@example.com',
      operator: {
        address: ['Example GmbH', 'Hauptstraße 1', '10115 Berlin', 'Germany'],
        phone: '+49 30 1234567',
        governingLaw: 'the Federal Republic of Germany',
        businessHours: [
          { days: 'Montag - Freitag', hours: '8:00 - 17:00 MEZ' },
          { days: 'Samstag', hours: 'geschlossen' },
        ],
        // a configured live chat (here its link only) never takes the development default's hours
        liveChatHours: null,
        liveChatUrl: 'https://chat.example.com/tallysheet',
      },
    });
    expect(String(res.headers['content-security-policy'])).toContain('https://eu.i.posthog.com');
  });
});

describe('in production without operator settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ mail: 'outbox', env: { NODE_ENV: 'production', EMBEDDED_WORKER: 'false', LOG_LEVEL: 'silent' } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/client-config shows no invented details: the unset ones are null', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json()).toEqual({
      posthogKey: null,
      posthogHost: 'https://eu.i.posthog.com',
      supportEmail: null,
      operator: { address: null, phone: null, governingLaw: null, businessHours: null, liveChatHours: null, liveChatUrl: null },
    });
  });
});

describe('configuration', () => {
  it('a production start without the operator details warns and names each missing variable', () => {
    const base = { DATABASE_URL: 'memory:', NODE_ENV: 'production' };
    const warning = startupWarnings(loadConfig(base)).join('\n');
    expect(warning).toMatch(
      /Operator details not configured: SUPPORT_EMAIL, OPERATOR_ADDRESS, OPERATOR_PHONE, GOVERNING_LAW, SUPPORT_HOURS, LIVE_CHAT_HOURS\./,
    );
    const some = startupWarnings(loadConfig({ ...base, SUPPORT_EMAIL: 'help@example.com', GOVERNING_LAW: 'Germany', SUPPORT_HOURS: 'Mon-Fri=9-5' })).join('\n');
    expect(some).toMatch(/not configured: OPERATOR_ADDRESS, OPERATOR_PHONE, LIVE_CHAT_HOURS\./);
    const all = {
      ...base,
      SUPPORT_EMAIL: 'a@example.com',
      OPERATOR_ADDRESS: 'A|B',
      OPERATOR_PHONE: '+1 555 0100',
      GOVERNING_LAW: 'X',
      SUPPORT_HOURS: 'Mon-Fri=9-5',
      LIVE_CHAT_HOURS: '9-5',
    };
    expect(startupWarnings(loadConfig(all))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATABASE_URL: 'memory:', NODE_ENV: 'development' }))).toEqual([]);
  });

  it('refuses a SUPPORT_EMAIL that is not an address at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('refuses SUPPORT_HOURS rows that are not days=hours, and a LIVE_CHAT_URL that is not a web address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_HOURS: 'Monday - Friday 9-5' })).toThrow(/SUPPORT_HOURS/);
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_HOURS: 'Mon-Fri=9-5|Sunday=' })).toThrow(/SUPPORT_HOURS/);
    expect(() => loadConfig({ NODE_ENV: 'test', LIVE_CHAT_URL: 'javascript:alert(1)' })).toThrow(/LIVE_CHAT_URL/);
    expect(loadConfig({ NODE_ENV: 'test', SUPPORT_HOURS: 'Mon-Fri = 9-5\nSunday = Closed' }).operator.businessHours).toEqual([
      { days: 'Mon-Fri', hours: '9-5' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});
