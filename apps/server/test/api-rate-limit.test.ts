import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { v1ErrorSchema } from '@tallysheet/contracts';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { createApiKey, setPlan, v1Get } from './support/api.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let app: TestApp;
let clock = new Date('2026-03-10T10:00:05Z');

beforeAll(async () => {
  app = await createTestApp({ env: { EMBEDDED_WORKER: 'false', API_KEY_RATE_LIMIT_PER_MINUTE: '3' }, deps: { now: () => clock } });
});
afterAll(async () => {
  await app?.close();
});

describe('per-key rate limit', () => {
  it('counts per key and minute with RateLimit-* headers, 429 with Retry-After past the limit', async () => {
    const ivy = await signIn(app, 'ivy-api@example.com');
    await setPlan(app, ivy, 'premium');
    const a = await createApiKey(app, ivy, 'a');
    const b = await createApiKey(app, ivy, 'b');
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await v1Get(app, a.key, '/api/v1/conversions');
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-reset']).toBe('55');
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await v1Get(app, a.key, '/api/v1/conversions');
    expect(limited.statusCode).toBe(429);
    expect(v1ErrorSchema.parse(limited.json()).error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('55');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same user has its own budget.
    expect((await v1Get(app, b.key, '/api/v1/conversions')).statusCode).toBe(200);
    // The next minute starts afresh.
    clock = new Date('2026-03-10T10:01:00Z');
    const next = await v1Get(app, a.key, '/api/v1/conversions');
    expect(next.statusCode).toBe(200);
    expect(next.headers['ratelimit-remaining']).toBe('2');
    expect(next.headers['ratelimit-reset']).toBe('60');
  });
});
