import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, mapAuthError, messageForRedirectError } from '@/features/auth/errors';

describe('mapAuthError (spec §5 auth error mapping)', () => {
  it("maps messages containing 'rate limit' to the rate-limit text", () => {
    expect(
      mapAuthError({ status: 429, message: 'Email rate limit exceeded: too many sign-in emails for this email address. Try again in 15 minutes.' }),
    ).toBe('Too many emails sent. Please wait a moment before trying again.');
    expect(mapAuthError({ status: 400, message: 'Rate limit reached' })).toBe(AUTH_MESSAGES.rateLimited);
  });

  it('maps a 429 without a message to the rate-limit text', () => {
    expect(mapAuthError({ status: 429 })).toBe(AUTH_MESSAGES.rateLimited);
  });

  it("maps messages containing 'invalid email' to the e-mail text", () => {
    expect(mapAuthError({ status: 400, message: 'invalid email address' })).toBe('Please enter a valid email address.');
    expect(mapAuthError({ status: 400, message: 'Invalid email' })).toBe(AUTH_MESSAGES.invalidEmail);
  });

  it('shows any other provider message as is', () => {
    expect(mapAuthError({ status: 400, message: 'Email address is required' })).toBe('Email address is required');
    expect(mapAuthError({ status: 403, message: 'Request refused: untrusted origin' })).toBe('Request refused: untrusted origin');
  });

  it('uses the unexpected-error text for server faults, network failures and empty answers', () => {
    expect(mapAuthError({ status: 500, message: 'Internal server error' })).toBe('An unexpected error occurred. Please try again.');
    expect(mapAuthError({ status: 0, message: 'Failed to fetch' })).toBe(AUTH_MESSAGES.unexpected);
    expect(mapAuthError({ status: 400, message: '' })).toBe(AUTH_MESSAGES.unexpected);
    expect(mapAuthError(null)).toBe(AUTH_MESSAGES.unexpected);
  });
});

describe('messageForRedirectError', () => {
  it('explains an expired or replayed magic link', () => {
    expect(messageForRedirectError('INVALID_TOKEN', null)).toBe(AUTH_MESSAGES.linkInvalid);
    expect(messageForRedirectError('EXPIRED_TOKEN', null)).toBe(AUTH_MESSAGES.linkInvalid);
  });

  it('reports any failure after a Google attempt with the Google text', () => {
    expect(messageForRedirectError('access_denied', 'google')).toBe('Failed to sign in with Google. Please try again.');
    expect(messageForRedirectError('state_mismatch', null)).toBe(AUTH_MESSAGES.googleFailed);
  });

  it('falls back to the unexpected-error text', () => {
    expect(messageForRedirectError('something_else', null)).toBe(AUTH_MESSAGES.unexpected);
  });
});

describe('mapAuthError with our server answers ({ error })', () => {
  it("reads the server's error field when there is no message", () => {
    expect(mapAuthError({ status: 400, error: 'invalid email address' })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(mapAuthError({ status: 400, error: 'Email address is required' })).toBe('Email address is required');
  });
});
