import { api } from './api';
import { toSessionUser, type SessionUser } from './session';

/** What onboarding and the profile tab change. An empty company is stored as null. */
export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  company?: string | null;
  onboardingCompleted?: boolean;
}

/**
 * `PATCH /api/profile` with the spec's payload `{ data: { first_name, last_name, company, onboarding_completed } }`;
 * the server answers `{ user }` (or `{ error }`, e.g. 'First name and last name are required').
 */
export async function updateProfile(update: ProfileUpdate): Promise<SessionUser | null> {
  const data: Record<string, unknown> = {};
  if (update.firstName !== undefined) data.first_name = update.firstName;
  if (update.lastName !== undefined) data.last_name = update.lastName;
  if (update.company !== undefined) data.company = update.company;
  if (update.onboardingCompleted !== undefined) data.onboarding_completed = update.onboardingCompleted;
  const body = await api.patch<{ user?: unknown }>('/api/profile', { data });
  return toSessionUser(body?.user);
}
