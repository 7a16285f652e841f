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
    expect(res.json()).toMatchObject({ supportEmail: null, operator: { address: null, phone: null, governingLaw: null } });
  });
});

describe('configuration', () => {
  it('a production start without the operator details warns and names each missing variable', () => {
    const base = { DATABASE_URL: 'memory:', NODE_ENV: 'production' };
    const warning = startupWarnings(loadConfig(base)).join('\n');
    expect(warning).toMatch(/Operator details not configured: SUPPORT_EMAIL, OPERATOR_ADDRESS, OPERATOR_PHONE, GOVERNING_LAW\./);
    const some = startupWarnings(loadConfig({ ...base, SUPPORT_EMAIL: 'help@example.com', GOVERNING_LAW: 'Germany' })).join('\n');
    expect(some).toMatch(/not configured: OPERATOR_ADDRESS, OPERATOR_PHONE\./);
    const all = { ...base, SUPPORT_EMAIL: 'a@example.com', OPERATOR_ADDRESS: 'A|B', OPERATOR_PHONE: '+1 555 0100', GOVERNING_LAW: 'X' };
    expect(startupWarnings(loadConfig(all))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATABASE_URL: 'memory:', NODE_ENV: 'development' }))).toEqual([]);
  });

  it('refuses a SUPPORT_EMAIL that is not an address at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
