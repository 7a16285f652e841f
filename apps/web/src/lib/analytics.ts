import type { ClientConfig } from '@tallysheet/contracts';
import { api } from './api';
import type { SessionUser } from './session';

/**
 * Product analytics (PostHog, EU host) — strictly opt-in by configuration:
 * - The server tells the SPA at run time whether a key is set (`GET /api/client-config`).
 * - Without a key nothing is loaded and the browser makes no third-party request at all.
 * - With a key, posthog-js is loaded from our own origin (a lazy chunk) and started with the configured host.
 * The route guard calls `identifyUser` once a signed-in user has loaded (spec §2: id, email, name,
 * onboarding_completed); an identify that arrives before PostHog has started is kept and sent once it has.
 */

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  posthogKey: null,
  posthogHost: 'https://eu.i.posthog.com',
  // Unknown when the server cannot be asked: nothing is shown rather than details that may not be this operator's.
  supportEmail: null,
  operator: { address: null, phone: null, governingLaw: null, businessHours: null, liveChatHours: null, liveChatUrl: null },
};

let clientConfigPromise: Promise<ClientConfig> | null = null;

/** The server's runtime settings for the SPA, fetched once per page load; defaults if the call fails. */
export function fetchClientConfig(): Promise<ClientConfig> {
  clientConfigPromise ??= api.get<ClientConfig>('/api/client-config').catch(() => {
    clientConfigPromise = null;
    return DEFAULT_CLIENT_CONFIG;
  });
  return clientConfigPromise;
}

/** For `useQuery(clientConfigQuery)` in screens that show the support address. */
export const clientConfigQuery = {
  queryKey: CLIENT_CONFIG_QUERY_KEY,
  queryFn: fetchClientConfig,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

export interface IdentifyPayload {
  id: string;
  email: string;
  name: string;
  onboarding_completed: boolean;
}
type Identify = (user: IdentifyPayload) => void;

let identifyImpl: Identify | null = null;
let resetImpl: (() => void) | null = null;
let lastIdentified: string | null = null;
let pending: IdentifyPayload | null = null;

/** Installs (or removes) the analytics client's identify call; a user identified earlier is sent now. */
export function setAnalyticsIdentify(fn: Identify | null): void {
  identifyImpl = fn;
  lastIdentified = null;
  if (fn && pending) send(pending);
}

function send(payload: IdentifyPayload): void {
  const key = `${payload.id}:${payload.onboarding_completed}`;
  if (key === lastIdentified) return;
  lastIdentified = key;
  identifyImpl?.(payload);
}

export function identifyUser(user: SessionUser): void {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  pending = { id: user.id, email: user.email, name, onboarding_completed: user.onboardingCompleted };
  if (identifyImpl) send(pending);
}

/** Call on sign-out so the next person on this browser is not counted as the previous user. */
export function resetAnalytics(): void {
  pending = null;
  lastIdentified = null;
  resetImpl?.();
}

let started: Promise<boolean> | null = null;

/**
 * Starts PostHog if the server has a key for it. Safe to call more than once; resolves to whether analytics
 * is on. Failures (blocked script, bad key) leave the app working with analytics off.
 */
export function startAnalytics(): Promise<boolean> {
  started ??= (async () => {
    const config = await fetchClientConfig();
    if (!config.posthogKey) return false;
    try {
      const { default: posthog } = await import('posthog-js');
      posthog.init(config.posthogKey, {
        api_host: config.posthogHost,
        // Single-page app: count a page view on every route change, and keep anonymous visitors profile-less.
        capture_pageview: 'history_change',
        person_profiles: 'identified_only',
      });
      resetImpl = () => posthog.reset();
      setAnalyticsIdentify((u) =>
        posthog.identify(u.id, { email: u.email, name: u.name, onboarding_completed: u.onboarding_completed }),
      );
      return true;
    } catch {
      return false;
    }
  })();
  return started;
}
