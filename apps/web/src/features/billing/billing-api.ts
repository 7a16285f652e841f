import { useQuery } from '@tanstack/react-query';
import type { BillingInfo, BillingUrl, PlanId, Subscription } from '@tallysheet/contracts';
import { api, ApiError } from '@/lib/api';

/** The same cache entry the Convert tab's banner reads: one fetch serves the header, banner and billing tab. */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

export function fetchSubscription(signal?: AbortSignal): Promise<Subscription> {
  return api.get<Subscription>('/api/billing/subscription', { signal });
}

/** GET /api/billing/subscription; a failure is only logged (spec §7) and the callers hide what needs it. */
export function useSubscriptionQuery() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await fetchSubscription(signal);
      } catch (err) {
        console.error('Failed to load subscription', err);
        throw err;
      }
    },
    retry: 1,
  });
}

/** How paid plans are sold (Stripe, TEST MODE, or not yet). Unknown while loading: treated as available. */
export function useBillingInfo() {
  return useQuery({
    queryKey: ['billing-info'],
    queryFn: ({ signal }) => api.get<BillingInfo>('/api/billing/info', { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** POST /api/billing/checkout → the checkout address (Stripe's, or our TEST MODE page). */
export async function createCheckout(plan: Exclude<PlanId, 'free'>, email: string | undefined): Promise<string> {
  const { url } = await api.post<BillingUrl>('/api/billing/checkout', { plan, email });
  if (!url) throw new ApiError(500, 'Unknown error');
  return url;
}

/** POST /api/billing/portal → the billing portal address. */
export async function createPortal(email: string | undefined): Promise<string> {
  const { url } = await api.post<BillingUrl>('/api/billing/portal', { email });
  if (!url) throw new ApiError(500, 'Unknown error');
  return url;
}

/** Leaves the SPA for the checkout/portal (absolute Stripe address or our own test page). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The spec's alert texts: a refused request shows the server's error ('… : {error or Unknown error}'),
 * a request that never got an answer the 'Please try again.' variant.
 */
export function checkoutErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status > 0) return `Failed to create checkout session: ${err.serverMessage ?? 'Unknown error'}`;
  return 'Failed to create checkout session. Please try again.';
}

export function portalErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status > 0) return `Could not open billing portal: ${err.serverMessage ?? 'Unknown error'}`;
  return 'Could not open billing portal. Please try again.';
}
