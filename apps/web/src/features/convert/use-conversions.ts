import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  Conversion,
  ConversionStatus,
  ConversionStatusResponse,
  StartConversionResponse,
  Subscription,
} from '@tallysheet/contracts';
import { api, ApiError } from '@/lib/api';
import { openAll } from '@/lib/download';
import { FIRST_POLL_MS, INITIAL_PROGRESS, nextPoll } from './polling';

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
export function useConversions({ onSubscription, storageKey }: Options) {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ConversionResult[]>(() => loadResults(storageKey));
  const restored = useRef(results);
  const [starting, setStarting] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
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
  }, []);

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
        toast.success('Conversion completed!', {
          description: `${conversion.excelFiles.length} Excel files generated successfully!`,
          action: links.length
            ? { label: `Download ${links.length} Files`, onClick: () => openAll(links) }
            : undefined,
        });
        return;
      }
      if (conversion.status === 'failed') {
        toast.error('Conversion failed', { description: conversion.error || 'Unknown error occurred' });
        return;
      }
      scheduleNext();
    },
    [patch, queryClient],
  );

  /** Starts one conversion of the given uploads; resolves true when the server accepted it. */
  const start = useCallback(
    async (invoiceIds: string[]): Promise<boolean> => {
      setStarting(true);
      let answer: StartConversionResponse;
      try {
        answer = await api.post<StartConversionResponse>('/api/conversions', { invoiceIds });
      } catch (err) {
        toast.error(err instanceof ApiError && err.status !== 0 && err.message ? err.message : 'Failed to start conversion');
        return false;
      } finally {
        if (mounted.current) setStarting(false);
      }
      if (!mounted.current) return true;
      const id = answer.data?._id;
      if (!id) {
        toast.error('Failed to start conversion');
        return false;
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
      timers.current.set(
        id,
        setTimeout(() => void poll(id, 1), FIRST_POLL_MS),
      );
      return true;
    },
    [poll, queryClient],
  );

  const clear = useCallback(() => {
    for (const id of [...timers.current.keys()]) stopPolling(id);
    active.current.clear();
    setResults([]);
  }, [stopPolling]);

  useEffect(() => saveResults(storageKey, results), [storageKey, results]);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    // cards kept from an earlier visit: follow the unfinished ones again
    for (const r of restored.current) {
      active.current.add(r.id);
      if ((r.status === 'pending' || r.status === 'processing') && !r.timedOut && !pending.has(r.id))
        pending.set(
          r.id,
          setTimeout(() => void poll(r.id, 1), FIRST_POLL_MS),
        );
    }
    return () => {
      mounted.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
    // once per mount (`poll` is stable)
  }, []);

  return { results, starting, start, clear };
}
