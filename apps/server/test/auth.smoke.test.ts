import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/index.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

test('smoke: sign in through the magic link', async () => {
  const s = await signIn(app, 'Smoke@Example.com');
  expect(s.user.email).toBe('smoke@example.com');
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.json()).toEqual({ ok: true });
});
