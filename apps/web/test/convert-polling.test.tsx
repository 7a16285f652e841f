import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversion } from '@tallysheet/contracts';
import { useConversions } from '@/features/convert/use-conversions';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function conversion(status: Conversion['status'], progress: number, error: string | null = null): Conversion {
  return {
    _id: 'c-1234567890',
    conversionId: 'c-1234567890',
    status,
    progress,
    createdAt: '2026-11-22T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    totalFiles: 1,
    totalSize: 10,
    pdfFiles: [],
    excelFiles: [],
    error,
  };
}

let statusAnswers: (() => Response | Promise<Response>)[];
let statusCalls: number;
let latestAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

function setup(storageKey?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  const onSubscription = vi.fn();
  const hook = renderHook(() => useConversions({ onSubscription, storageKey }), { wrapper });
  return { hook, onSubscription };
}

beforeEach(() => {
  vi.useFakeTimers();
  statusCalls = 0;
  statusAnswers = [];
  sessionStorage.clear();
  latestAnswer = () => json({ data: { conversions: [], pages: 0, total: 0, page: 1, limit: 1 } });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/conversions' && init?.method === 'POST')
      return json({ data: conversion('pending', 0), subscription: { plan: 'free', monthlyConversionsUsed: 1 } }, 201);
    // the latest conversion, asked for when the tab has no cards of its own (after a reload)
    if (url.startsWith('/api/conversions?')) return latestAnswer();
    statusCalls += 1;
    const next = statusAnswers.shift();
    return next ? next() : json({ data: { conversion: conversion('processing', 50), progress: 50 } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Sonner shows a toast on its next tick. */
async function toastText(text: string) {
  await advance(10);
  return screen.getByText(text);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('conversion polling', () => {
  it('starts at 10 %, asks first after 2 s, then every 5 s, and stops on success', async () => {
    const { hook, onSubscription } = setup();
    await act(async () => {
      expect(await hook.result.current.start(['up_1'])).toBe('c-1234567890');
    });
    expect(onSubscription).toHaveBeenCalledWith({ plan: 'free', monthlyConversionsUsed: 1 });
    expect(hook.result.current.results[0]).toMatchObject({ id: 'c-1234567890', status: 'processing', progress: 10 });
    await advance(1999);
    expect(statusCalls).toBe(0);
    statusAnswers.push(() => json({ data: { conversion: conversion('pending', 5), progress: 5 } }));
    await advance(1);
    expect(statusCalls).toBe(1);
    expect(hook.result.current.results[0]).toMatchObject({ status: 'pending', progress: 10 });
    await advance(4999);
    expect(statusCalls).toBe(1);
    statusAnswers.push(() => json({ data: { conversion: conversion('succeeded', 100), progress: 100 } }));
    await advance(1);
    expect(statusCalls).toBe(2);
    expect(hook.result.current.results[0]).toMatchObject({ status: 'succeeded', progress: 100 });
    expect(await toastText('Conversion completed!')).toBeTruthy();
    await advance(60_000);
    expect(statusCalls).toBe(2);
  });

  it('logs a failed status request and retries it 5 s later', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hook } = setup();
    await act(async () => {
      await hook.result.current.start(['up_1']);
    });
    statusAnswers.push(() => Promise.reject(new TypeError('network down')));
    await advance(2000);
    expect(statusCalls).toBe(1);
    expect(logged).toHaveBeenCalledWith('Failed to fetch conversion status', expect.anything());
    statusAnswers.push(() => json({ data: { conversion: conversion('failed', 100, 'scan.pdf: no text layer'), progress: 100 } }));
    await advance(5000);
    expect(statusCalls).toBe(2);
    expect(hook.result.current.results[0].status).toBe('failed');
    expect(await toastText('Conversion failed')).toBeTruthy();
    expect(await toastText('scan.pdf: no text layer')).toBeTruthy();
  });

  it('drops an answer that arrives after New Conversion cleared the card', async () => {
    const { hook } = setup();
    await act(async () => {
      await hook.result.current.start(['up_1']);
    });
    let answer!: (r: Response) => void;
    statusAnswers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    await advance(2000);
    expect(statusCalls).toBe(1);
    act(() => hook.result.current.clear());
    await act(async () => answer(json({ data: { conversion: conversion('processing', 50), progress: 50 } })));
    await advance(60_000);
    expect(statusCalls).toBe(1);
    expect(hook.result.current.results).toHaveLength(0);
  });

  it('keeps the cards in the tab session and follows unfinished ones again after a remount', async () => {
    const key = 'tallysheet.convert-results.test-user';
    const { hook } = setup(key);
    await act(async () => {
      await hook.result.current.start(['up_1']);
    });
    expect(JSON.parse(sessionStorage.getItem(key) ?? '[]')).toHaveLength(1);
    hook.unmount();
    await advance(10_000);
    expect(statusCalls).toBe(0);

    const again = setup(key).hook;
    expect(again.result.current.results[0]).toMatchObject({ id: 'c-1234567890', status: 'processing', progress: 10 });
    statusAnswers.push(() => json({ data: { conversion: conversion('succeeded', 100), progress: 100 } }));
    await advance(2000);
    expect(statusCalls).toBe(1);
    expect(again.result.current.results[0].status).toBe('succeeded');
    act(() => again.result.current.clear());
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('shows the latest conversion again after a reload, unless the user cleared the results', async () => {
    const key = 'tallysheet.convert-results.reload-user';
    const latest = { ...conversion('succeeded', 100), createdAt: new Date().toISOString() };
    latestAnswer = () => json({ data: { conversions: [latest], pages: 1, total: 1, page: 1, limit: 1 } });
    const first = setup(key).hook;
    await advance(10);
    expect(first.result.current.results).toEqual([expect.objectContaining({ id: latest._id, status: 'succeeded', progress: 100 })]);
    act(() => first.result.current.clear());
    first.unmount();
    const second = setup(key).hook;
    await advance(10);
    expect(second.result.current.results).toEqual([]);
    expect(statusCalls).toBe(0);
  });

  it('gives up after 60 requests with the timeout notice', async () => {
    const { hook } = setup();
    await act(async () => {
      await hook.result.current.start(['up_1']);
    });
    await advance(2000 + 58 * 5000);
    expect(statusCalls).toBe(59);
    expect(hook.result.current.results[0].timedOut).toBe(false);
    await advance(5000);
    expect(statusCalls).toBe(60);
    expect(hook.result.current.results[0].timedOut).toBe(true);
    expect(await toastText('Conversion timeout')).toBeTruthy();
    expect(await toastText('The conversion is taking longer than expected.')).toBeTruthy();
    await advance(60_000);
    expect(statusCalls).toBe(60);
  });

  it("shows the server's refusal when a start is refused", async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: "Conversion limit reached! You've used all 5 conversions this billing cycle." }, 403),
    );
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.start(['up_1'])).toBeNull();
    });
    expect(hook.result.current.results).toHaveLength(0);
    expect(await toastText("Conversion limit reached! You've used all 5 conversions this billing cycle.")).toBeTruthy();
  });
});
