import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@tallysheet/contracts';
import { loadConfig } from '../src/config.js';
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

  it('GET /api/client-config has no analytics key and falls back to a default support address', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      posthogKey: null,
      posthogHost: 'https://eu.i.posthog.com',
      supportEmail: 'support@tallysheet.app',
    });
    expect(String(res.headers['content-security-policy'])).not.toContain('posthog');
  });
});

describe('with POSTHOG_KEY and SUPPORT_EMAIL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ mail: 'outbox', env: { POSTHOG_KEY: 'phc_test123', SUPPORT_EMAIL: 'help@example.com' } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/client-config passes them through with the EU host, and the CSP then allows that host', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json()).toEqual({ posthogKey: 'phc_test123', posthogHost: 'https://eu.i.posthog.com', supportEmail: 'help@example.com' });
    expect(String(res.headers['content-security-policy'])).toContain('https://eu.i.posthog.com');
  });
});

describe('configuration', () => {
  it('refuses a SUPPORT_EMAIL that is not an address at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
