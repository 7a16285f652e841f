import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_APP_URL, createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { isReturning } from '../src/auth/session.js';

// These tests need no conversion worker threads; starting none keeps each app quick to boot.
const NO_WORKER = { EMBEDDED_WORKER: 'false' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: NO_WORKER });
});
afterAll(async () => {
  await app?.close();
});

let n = 0;
const fresh = () => signIn(app, `profile-${Date.now()}-${n++}@example.com`);
const patch = (s: SignedIn, payload: unknown, method: 'PATCH' | 'POST' = 'PATCH') =>
  app.inject({ method, url: '/api/profile', headers: { cookie: s.cookie, origin: TEST_APP_URL }, payload: payload as object });
const me = async (s: SignedIn) => (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: s.cookie } })).json().user;

describe('PATCH /api/profile', () => {
  test('onboarding completion stores names, trims them, company null when empty, and sets the display name', async () => {
    const s = await fresh();
    const res = await patch(s, { data: { first_name: '  Ada ', last_name: 'Lovelace', company: '   ', onboarding_completed: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: null, onboardingCompleted: true, name: 'Ada Lovelace' });
    expect(await me(s)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: null, onboardingCompleted: true });
  });

  test('company is stored when given and cleared again with an empty string or null', async () => {
    const s = await fresh();
    await patch(s, { data: { first_name: 'Grace', last_name: 'Hopper', company: 'Navy' } });
    expect((await me(s)).company).toBe('Navy');
    await patch(s, { data: { first_name: 'Grace', last_name: 'Hopper', company: '' } });
    expect((await me(s)).company).toBeNull();
    await patch(s, { data: { first_name: 'Grace', last_name: 'Hopper', company: 'Navy' } });
    await patch(s, { data: { first_name: 'Grace', last_name: 'Hopper', company: null } });
    expect((await me(s)).company).toBeNull();
  });

  test('first and last name are required unless only onboarding_completed is sent', async () => {
    const s = await fresh();
    const cases = [
      { data: { first_name: 'Ada', last_name: '' } },
      { data: { first_name: '', last_name: 'Lovelace' } },
      { data: { first_name: '   ', last_name: '   ', onboarding_completed: true } },
      { data: { company: 'Acme' } },
      { data: {} },
    ];
    for (const payload of cases) {
      const res = await patch(s, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'First name and last name are required' });
    }
    expect(await me(s)).toMatchObject({ firstName: null, lastName: null, company: null, onboardingCompleted: false });
  });

  test("'Skip for now' sets only onboardingCompleted", async () => {
    const s = await fresh();
    const res = await patch(s, { data: { onboarding_completed: true } });
    expect(res.statusCode).toBe(200);
    expect(await me(s)).toMatchObject({ firstName: null, lastName: null, company: null, onboardingCompleted: true });
  });

  test('POST works like PATCH, with the bearer token too', async () => {
    const s = await fresh();
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { authorization: `Bearer ${s.token}` },
      payload: { data: { first_name: 'Alan', last_name: 'Turing', company: 'Bletchley' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Alan', lastName: 'Turing', company: 'Bletchley' });
  });

  test('wrong shapes answer 400 JSON, never 500', async () => {
    const s = await fresh();
    for (const payload of [{}, { data: 'x' }, { data: { first_name: 5, last_name: 'x' } }, [], { data: { first_name: 'a'.repeat(101), last_name: 'b' } }]) {
      const res = await patch(s, payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  test('signed out: 401', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/profile', payload: { data: { onboarding_completed: true } } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sign-in required' });
  });

  test('one user cannot change another: each update touches only the session user', async () => {
    const a = await fresh();
    const b = await fresh();
    await patch(a, { data: { first_name: 'Only', last_name: 'A' } });
    expect(await me(b)).toMatchObject({ firstName: null, lastName: null });
  });
});

describe('returning users', () => {
  test('a session opened a minute or more after sign-up is a return visit', () => {
    const signup = '2026-03-01T10:00:00.000Z';
    expect(isReturning('2026-03-01T10:00:00.500Z', signup)).toBe(false);
    expect(isReturning('2026-03-01T10:05:00.000Z', signup)).toBe(true);
    expect(isReturning(undefined, signup)).toBe(false);
  });
});

describe('GET /api/me', () => {
  test('answers the session user with the contract fields', async () => {
    const s = await fresh();
    const user = await me(s);
    expect(Object.keys(user).sort()).toEqual(
      ['company', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'name', 'onboardingCompleted', 'returning'].sort(),
    );
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    // the session the account was made in is not a return visit ('Welcome back' is for returning users)
    expect(user.returning).toBe(false);
  });
});
