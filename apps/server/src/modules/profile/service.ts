import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '@tallysheet/contracts';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { toSessionUser, type SessionUser } from '../../auth/session.js';

/** Applies a validated profile update; names also set Better Auth's display `name`. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate['data']): Promise<SessionUser> {
  const changes: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
  if (update.first_name !== undefined && update.last_name !== undefined) {
    const firstName = update.first_name.trim();
    const lastName = update.last_name.trim();
    changes.firstName = firstName;
    changes.lastName = lastName;
    changes.name = `${firstName} ${lastName}`;
    changes.company = update.company?.trim() ? update.company.trim() : null;
  }
  if (update.onboarding_completed !== undefined) changes.onboardingCompleted = update.onboarding_completed;

  const [row] = await db.update(user).set(changes).where(eq(user.id, userId)).returning();
  if (!row) throw new HttpError(404, 'User not found');
  return toSessionUser(row);
}
