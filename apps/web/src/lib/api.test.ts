import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { api, ApiError } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('a request refused for the page’s address (#13 point 5)', () => {
  it('shows the server’s text, naming the address to open, as a lasting notice; the caller still gets the error', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'refused-origin');
    const text = 'Request refused: this page is open at http://192.0.2.7:3000, but Tallysheet runs at https://app.example. Open https://app.example and try again.';
    vi.stubGlobal('fetch', answer(403, { error: text }));
    const failure = await api.post('/api/contact', { name: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(shown).toHaveBeenCalledWith(text, expect.objectContaining({ id: 'refused-origin' }));
  });

  it('other refusals (a plan limit, another 403) are left to the form', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => 'x');
    vi.stubGlobal('fetch', answer(403, { error: 'API access is part of the Premium plan.' }));
    await api.post('/api/keys', { name: 'x' }).catch(() => undefined);
    vi.stubGlobal('fetch', answer(500, { error: 'Request refused: this page is open at x' }));
    await api.post('/api/keys', { name: 'x' }).catch(() => undefined);
    expect(shown).not.toHaveBeenCalled();
  });
});
