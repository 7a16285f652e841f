import { describe, expect, it } from 'vitest';
import { authPathFor, safeRedirect } from '@/lib/redirect';
import { displayName, toSessionUser } from '@/lib/session';

describe('toSessionUser', () => {
  it('reads the server user (camelCase fields)', () => {
    const user = toSessionUser({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      onboardingCompleted: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(user).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      onboardingCompleted: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it("accepts the spec's snake_case metadata and treats blanks as missing", () => {
    const user = toSessionUser({ id: 'u2', email: 'b@example.com', first_name: 'Bo', last_name: ' ', company: '', onboarding_completed: false });
    expect(user).toMatchObject({ firstName: 'Bo', lastName: null, company: null, onboardingCompleted: false, name: '' });
  });

  it('rejects answers without id or e-mail (signed out)', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser({ id: 'x' })).toBeNull();
    expect(toSessionUser('user')).toBeNull();
  });
});

describe('displayName (settings header rule)', () => {
  it('prefers first and last name, then e-mail, then User', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@x.io' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, email: 'a@x.io' })).toBe('a@x.io');
    expect(displayName({ firstName: null, lastName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('remembered origin', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/settings/profile?x=1#top')).toBe('/settings/profile?x=1#top');
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('/auth?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect(null, '/')).toBe('/');
  });

  it('builds the sign-in path that carries the origin', () => {
    expect(authPathFor('/dashboard/history')).toBe('/auth?redirect=%2Fdashboard%2Fhistory');
    expect(authPathFor('/')).toBe('/auth');
  });
});
