import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  Conversion,
  ConversionListResponse,
  ConversionStatus,
  ConversionStatusResponse,
  StartConversionResponse,
  Subscription,
} from '@tallysheet/contracts';
import { api, ApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { openAll } from '@/lib/download';
import { plural } from '@/lib/format';
import { checksSummary, reviewPath } from '@/features/review/summary';
import { needsReview } from './checks-state';
import { FIRST_POLL_MS, INITIAL_PROGRESS, nextPoll, POLL_INTERVAL_MS } from './polling';

/** One result card of the Convert tab. */
export interface ConversionResult {
  id: string;
  status: ConversionStatus;
  /** 0-100 */
  progress: number;
  /** when the user started it (the card's start time) */
  startedAt: string;
  /** the latest answer of the status endpoint (files, error) */
  conversion: Conversion | null;
  /** set when 60 polls passed without an end */
  timedOut: boolean;
}

export function cardElementId(conversionId: string): string {
  return `conversion-${conversionId}`;
}

function scrollToCard(conversionId: string): void {
  document.getElementById(cardElementId(conversionId))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/** GET /api/conversions/:id/zip: every file of the conversion in one zip. */
export function zipUrl(conversionId: string): string {
  return `/api/conversions/${encodeURIComponent(conversionId)}/zip`;
}

/** "Download 1 File" / "Download 3 Files" (the completion notice's action). */
export function downloadFilesLabel(count: number): string {
  return `Download ${count} ${count === 1 ? 'File' : 'Files'}`;
}

/** The completion notice's description: what was made and how the checks went. */
export function completionText(conversion: Conversion): string {
  const files = conversion.excelFiles;
  const made = `${plural(files.length, 'Excel file')} generated successfully!`;
  const checked = files.filter((f) => !f.combined && f.checks);
  if (checked.length === 0) return made;
  const passed = checked.reduce((s, f) => s + f.checks!.passed, 0);
  const total = checked.reduce((s, f) => s + f.checks!.total, 0);
  return passed < total ? `${made} ${checksSummary(passed, total)} — review.` : `${made} ${checksSummary(passed, total)}.`;
}

/** A card for a conversion read back from the server (the latest one, after a reload). */
/** spec §7: a refused start shows the server's `{ error }`, anything else 'Failed to start conversion' */
export function startErrorText(err: unknown): string {
  return (err instanceof ApiError && err.status > 0 && err.serverMessage) || 'Failed to start conversion';
}

function resultOf(conversion: Conversion): ConversionResult {
  return {
    id: conversion._id,
    status: conversion.status,
    progress: conversion.status === 'succeeded' ? 100 : conversion.progress,
    startedAt: conversion.createdAt,
    conversion,
    timedOut: false,
  };
}

/** Where the Convert tab remembers that the user cleared the results (so the latest conversion is not shown again). */
const clearedKey = (key: string) => `${key}.cleared`;

/** Conversions this old are not brought back on the Convert tab (their files are gone). */
const LATEST_MAX_AGE_MS = 24 * 3600_000;

export function workbookLinks(conversion: Conversion | null): { url: string; name: string }[] {
  return (conversion?.excelFiles ?? []).map((f) => ({ url: f.excelS3Url, name: f.excelFileName }));
}

interface Options {
  /** merges the subscription the start answer carries, so the usage shown updates (spec §4) */
  onSubscription(subscription: Subscription): void;
  /**
   * sessionStorage key under which the cards survive a switch to another tab or a reload (polling resumes);
   * none: they live as long as the component
   */
  storageKey?: string | null;
  /** opens a path of the app (the completion notice's Review action); default: a full page load */
  onReview?: (path: string) => void;
}

function storedResults(key: string | null | undefined): ConversionResult[] | null {
  if (!key || typeof sessionStorage === 'undefined') return null;
  if (sessionStorage.getItem(key) === null) return null;
  return loadResults(key);
}

function loadResults(key: string | null | undefined): ConversionResult[] {
  if (!key || typeof sessionStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is ConversionResult =>
        !!r && typeof r === 'object' && typeof r.id === 'string' && typeof r.status === 'string' && typeof r.progress === 'number',
    );
  } catch {
    return [];
  }
}

function saveResults(key: string | null | undefined, results: ConversionResult[]): void {
  if (!key || typeof sessionStorage === 'undefined') return;
  try {
    if (results.length > 0) sessionStorage.setItem(key, JSON.stringify(results));
    else sessionStorage.removeItem(key);
  } catch {
    // storage full or disabled: the cards then live as long as the page
  }
}

/**
 * Starting conversions and following them: the first status request 2 s after the start, then every 5 s
 * while pending or processing, at most 60; a failed request is logged and retried in 5 s.
 */
export function useConversions({ onSubscription, storageKey, onReview }: Options) {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ConversionResult[]>(() => loadResults(storageKey));
  const restored = useRef(results);
  const resultsRef = useRef(results);
  resultsRef.current = results;
  /** the storage key the cards were read from (the user's id may arrive after the first render) */
  const restoredKey = useRef<string | null | undefined>(storageKey);
  const [starting, setStarting] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const streams = useRef(new Map<string, EventSource>());
  const onReviewRef = useRef(onReview);
  onReviewRef.current = onReview;
  /** conversions whose cards are shown; an answer for a cleared one is dropped */
  const active = useRef(new Set<string>());
  const mounted = useRef(true);
  const onSubscriptionRef = useRef(onSubscription);
  onSubscriptionRef.current = onSubscription;

  const patch = useCallback((id: string, change: Partial<ConversionResult>) => {
    setResults((list) => list.map((r) => (r.id === id ? { ...r, ...change } : r)));
  }, []);

  const stopPolling = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    streams.current.get(id)?.close();
    streams.current.delete(id);
  }, []);

  /** Takes one status answer (from the stream or a poll); true when the conversion is finished. */
  const apply = useCallback(
    (id: string, answer: ConversionStatusResponse): boolean => {
      if (!mounted.current || !active.current.has(id)) return true;
      const { conversion, progress } = answer.data;
      // the bar never moves back (the server may report less than the local 10 % at first)
      setResults((list) =>
        list.map((r) =>
          r.id === id
            ? {
                ...r,
                status: conversion.status,
                progress: conversion.status === 'succeeded' ? 100 : Math.max(r.progress, progress),
                conversion,
              }
            : r,
        ),
      );
      if (conversion.status === 'succeeded' || conversion.status === 'failed') {
        // history rows, and the usage (the server gives back the quota of files that produced nothing)
        void queryClient.invalidateQueries({ queryKey: ['conversions'] });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('subscription') });
      }
      if (conversion.status === 'succeeded') {
        const links = workbookLinks(conversion);
        const review = needsReview(conversion.excelFiles);
        toast.success('Conversion completed!', {
          description: completionText(conversion),
          action: review.length
            ? { label: 'Review', onClick: () => (onReviewRef.current ?? ((path: string) => window.location.assign(path)))(reviewPath(review[0]!.id)) }
            : links.length
              ? { label: downloadFilesLabel(links.length), onClick: () => openAll(links) }
              : undefined,
        });
        return true;
      }
      if (conversion.status === 'failed') {
        toast.error('Conversion failed', { description: conversion.error || 'Unknown error occurred' });
        return true;
      }
      return false;
    },
    [queryClient],
  );

  const poll = useCallback(
    async (id: string, count: number) => {
      timers.current.delete(id);
      const scheduleNext = () => {
        const next = nextPoll(count);
        if (next === 'timeout') {
          patch(id, { timedOut: true });
          toast.error('Conversion timeout', { description: 'The conversion is taking longer than expected.' });
          return;
        }
        timers.current.set(
          id,
          setTimeout(() => void poll(id, count + 1), next.delayMs),
        );
      };
      let answer: ConversionStatusResponse;
      try {
        answer = await api.get<ConversionStatusResponse>(`/api/conversions/${encodeURIComponent(id)}/status`);
      } catch (err) {
        console.error('Failed to fetch conversion status', err);
        if (mounted.current && active.current.has(id)) scheduleNext();
        return;
      }
      if (!mounted.current || !active.current.has(id)) return;
      if (!apply(id, answer)) scheduleNext();
    },
    [patch, apply],
  );

  /**
   * Follows a conversion: the server-sent status stream when the browser has EventSource, else (and whenever
   * the stream fails before the end) the spec's polling schedule, starting `firstPollMs` from now.
   */
  const follow = useCallback(
    (id: string, firstPollMs: number) => {
      const fallback = (delayMs: number) => {
        if (!mounted.current || !active.current.has(id) || timers.current.has(id)) return;
        timers.current.set(
          id,
          setTimeout(() => void poll(id, 1), delayMs),
        );
      };
      if (typeof EventSource === 'undefined') return fallback(firstPollMs);
      const source = new EventSource(`/api/conversions/${encodeURIComponent(id)}/events`, { withCredentials: true });
      streams.current.set(id, source);
      const started = Date.now();
      source.addEventListener('status', (event) => {
        let answer: ConversionStatusResponse;
        try {
          answer = JSON.parse((event as MessageEvent<string>).data) as ConversionStatusResponse;
        } catch {
          return;
        }
        if (apply(id, answer)) {
          source.close();
          streams.current.delete(id);
        }
      });
      source.onerror = () => {
        // a stream that breaks is not retried: polling takes over where the spec's schedule would be
        source.close();
        streams.current.delete(id);
        fallback(Math.max(0, Math.min(firstPollMs, POLL_INTERVAL_MS) - (Date.now() - started)));
      };
    },
    [apply, poll],
  );

  /** Starts one conversion of the given uploads; resolves to its id when the server accepted it, else null. */
  const start = useCallback(
    async (invoiceIds: string[]): Promise<string | null> => {
      setStarting(true);
      let answer: StartConversionResponse;
      try {
        answer = await api.post<StartConversionResponse>('/api/conversions', { invoiceIds });
      } catch (err) {
        toast.error(startErrorText(err));
        if (err instanceof ApiError && err.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        return null;
      } finally {
        if (mounted.current) setStarting(false);
      }
      if (!mounted.current) return answer.data?._id ?? null;
      const id = answer.data?._id;
      if (!id) {
        toast.error('Failed to start conversion');
        return null;
      }
      if (answer.subscription) onSubscriptionRef.current(answer.subscription);
      void queryClient.invalidateQueries({ queryKey: ['conversions'] });
      active.current.add(id);
      setResults((list) => [
        {
          id,
          status: 'processing',
          progress: INITIAL_PROGRESS,
          startedAt: answer.data.createdAt ?? new Date().toISOString(),
          conversion: null,
          timedOut: false,
        },
        ...list,
      ]);
      toast.success('Conversion started!', {
        description: "Your PDFs are being processed. You'll see results below.",
        action: { label: 'View Progress', onClick: () => scrollToCard(id) },
      });
      if (storageKey && typeof sessionStorage !== 'undefined') sessionStorage.removeItem(clearedKey(storageKey));
      follow(id, FIRST_POLL_MS);
      return id;
    },
    [follow, queryClient, storageKey],
  );

  const clear = useCallback(() => {
    for (const id of [...timers.current.keys(), ...streams.current.keys()]) stopPolling(id);
    active.current.clear();
    setResults([]);
    if (storageKey && typeof sessionStorage !== 'undefined') {
      try {
        sessionStorage.setItem(clearedKey(storageKey), '1');
      } catch {
        // storage disabled: the latest conversion may come back after a reload
      }
    }
  }, [stopPolling, storageKey]);

  // never write before the cards of this key were read (the user's id arrives after the first render)
  useEffect(() => {
    if (restoredKey.current === storageKey) saveResults(storageKey, results);
  }, [storageKey, results]);

  /** Cards kept from an earlier visit, or else the latest conversion from the server (after a reload). */
  const restore = useCallback(
    (key: string | null | undefined, initial: ConversionResult[] | null) => {
      const followUnfinished = (list: ConversionResult[], refresh: boolean) => {
        for (const r of list) {
          active.current.add(r.id);
          if ((r.status === 'pending' || r.status === 'processing') && !r.timedOut && !timers.current.has(r.id) && !streams.current.has(r.id))
            follow(r.id, FIRST_POLL_MS);
          // a finished card kept from before is asked once more: corrections change its checks, time its files
          else if (refresh && r.status === 'succeeded')
            void api
              .get<ConversionStatusResponse>(`/api/conversions/${encodeURIComponent(r.id)}/status`)
              .then((answer) => {
                if (mounted.current && active.current.has(r.id)) patch(r.id, { conversion: answer.data.conversion });
              })
              .catch(() => {});
        }
      };
      if (initial && initial.length > 0) return followUnfinished(initial, true);
      if (!key || initial !== null || typeof sessionStorage === 'undefined' || sessionStorage.getItem(clearedKey(key))) return;
      void api
        .get<ConversionListResponse>('/api/conversions', { query: { page: 1, limit: 1, sort: '-createdAt' } })
        .then((answer) => {
          const latest = answer?.data?.conversions?.[0];
          if (!latest || !mounted.current) return;
          if (Date.now() - new Date(latest.createdAt).getTime() > LATEST_MAX_AGE_MS) return;
          // only onto an empty tab (a conversion started meanwhile wins)
          if (resultsRef.current.length > 0) return;
          resultsRef.current = [resultOf(latest)];
          setResults((list) => (list.length > 0 ? list : [resultOf(latest)]));
          followUnfinished([resultOf(latest)], false);
        })
        .catch(() => {
          // the tab works without it
        });
    },
    [follow, patch],
  );

  useEffect(() => {
    if (restoredKey.current === storageKey) return;
    restoredKey.current = storageKey;
    const stored = storedResults(storageKey);
    if (stored && stored.length > 0) setResults(stored);
    restore(storageKey, stored);
  }, [storageKey, restore]);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    const open = streams.current;
    // cards kept from an earlier visit: follow the unfinished ones again; none: the latest conversion
    restore(storageKey, restored.current.length > 0 ? restored.current : storedResults(storageKey));
    return () => {
      mounted.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      for (const source of open.values()) source.close();
      open.clear();
    };
    // once per mount (`restore` is stable)
  }, []);

  return { results, starting, start, clear };
}
