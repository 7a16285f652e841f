import { describe, expect, it } from 'vitest';
import { mapAuthError } from './errors';

describe('sign-in failures (#13 point 5)', () => {
  it('a magic link refused for the page’s address shows the server’s text, which names the address to open', () => {
    const text = 'Request refused: this page is open at http://127.0.0.1:4000, but Tallysheet runs at http://localhost:3000. Open http://localhost:3000 and try again.';
    expect(mapAuthError({ status: 403, message: text })).toBe(text);
    expect(mapAuthError({ status: 403, error: text })).toBe(text);
  });
});
