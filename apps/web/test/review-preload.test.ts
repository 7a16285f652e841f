import { afterEach, describe, expect, it, vi } from 'vitest';

// pdf.js and the screen's chunk are not what these tests are about (jsdom has no Worker either)
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument: () => ({ promise: new Promise(() => {}) }), PDFWorker: class {} }));
vi.mock('../src/features/review/index', () => ({ ReviewPage: () => null }));

const { preloadReviewFromLocation, reviewIdOf, takePreloadedResult } = await import('../src/features/review/preload');
const { fetchSessionUser } = await import('../src/lib/session');
const { preloadMe } = await import('../src/lib/session-early');

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** a fetch that answers by path, counting the calls per path */
function stubFetch(answer: (path: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      calls.push(path);
      return answer(path);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('review screen preload (page load of /dashboard/review/:id)', () => {
  it('reads the file id from the path, and only from a review path', () => {
    expect(reviewIdOf('/dashboard/review/abc-123')).toBe('abc-123');
    expect(reviewIdOf('/dashboard/review/abc-123/')).toBe('abc-123');
    expect(reviewIdOf('/dashboard/review/a%20b')).toBe('a b');
    expect(reviewIdOf('/dashboard/review/%E0%A4')).toBeNull();
    expect(reviewIdOf('/dashboard/review/')).toBeNull();
    expect(reviewIdOf('/dashboard/history')).toBeNull();
    expect(reviewIdOf('/dashboard/review/a/b')).toBeNull();
  });

  it('starts nothing elsewhere', () => {
    const calls = stubFetch(() => json(200, {}));
    expect(preloadReviewFromLocation('/dashboard')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('fetches the result and the PDF at once, and hands the result out once, to that id only', async () => {
    const result = { data: { excelFileName: 'a.xlsx' } };
    const calls = stubFetch((path) => (path.endsWith('/pdf') ? new Response(new Uint8Array([37, 80, 68, 70])) : json(200, result)));
    expect(preloadReviewFromLocation('/dashboard/review/f1')).toBe(true);
    expect(calls).toEqual(['/api/results/f1', '/api/results/f1/pdf']);
    expect(takePreloadedResult('other')).toBeNull();
    await expect(takePreloadedResult('f1')).resolves.toEqual(result);
    expect(takePreloadedResult('f1')).toBeNull();
    expect(calls.filter((c) => c === '/api/results/f1')).toHaveLength(1);
  });

  it('asks again when the early request failed (made signed out, the screen shown after signing in)', async () => {
    let signedIn = false;
    const calls = stubFetch((path) => (path.endsWith('/pdf') ? new Response(null, { status: 401 }) : signedIn ? json(200, { data: { ok: true } }) : json(401, { error: 'Sign in' })));
    preloadReviewFromLocation('/dashboard/review/f2');
    await new Promise((r) => setTimeout(r, 0));
    signedIn = true;
    await expect(takePreloadedResult('f2')).resolves.toEqual({ data: { ok: true } });
    expect(calls.filter((c) => c === '/api/results/f2')).toHaveLength(2);
  });

  it('the first session read takes the early GET /api/me; the next one asks again', async () => {
    const calls = stubFetch(() => json(200, { user: { id: 'u1', email: 'ada@example.com', onboardingCompleted: true } }));
    preloadMe();
    expect(calls).toEqual(['/api/me']);
    await expect(fetchSessionUser()).resolves.toMatchObject({ id: 'u1' });
    expect(calls).toHaveLength(1);
    await fetchSessionUser();
    expect(calls).toHaveLength(2);
  });
});
