import type { SessionUser } from './session';

/**
 * Analytics hook point. The route guard calls `identifyUser` once a signed-in user has loaded (spec §2:
 * id, email, name, onboarding_completed). It does nothing until an analytics client is configured:
 * the public-pages work fills `setAnalyticsIdentify` when PostHog is set up.
 */
type Identify = (user: { id: string; email: string; name: string; onboarding_completed: boolean }) => void;

let identifyImpl: Identify | null = null;
let lastIdentified: string | null = null;

export function setAnalyticsIdentify(fn: Identify | null): void {
  identifyImpl = fn;
  lastIdentified = null;
}

export function identifyUser(user: SessionUser): void {
  if (!identifyImpl) return;
  const key = `${user.id}:${user.onboardingCompleted}`;
  if (key === lastIdentified) return;
  lastIdentified = key;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  identifyImpl({ id: user.id, email: user.email, name, onboarding_completed: user.onboardingCompleted });
}
