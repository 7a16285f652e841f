import { api } from './api';
import { toSessionUser, type SessionUser } from './session';

/** What onboarding and the profile tab send (server: PATCH /api/profile). Empty company is stored as null. */
export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  company?: string | null;
  onboardingCompleted?: boolean;
}

export async function updateProfile(update: ProfileUpdate): Promise<SessionUser | null> {
  const body = await api.patch<{ user?: unknown } | Record<string, unknown>>('/api/profile', update);
  const raw = body && typeof body === 'object' && 'user' in body ? (body as { user?: unknown }).user : body;
  return toSessionUser(raw);
}
