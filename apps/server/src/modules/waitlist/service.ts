import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WaitlistResponse } from '@tallysheet/contracts';
import type { Database } from '../../db/client.js';
import { waitlistSignup } from '../../db/schema/contact.js';
import { canForward, FORWARD_TIMEOUT_MS, sendWithin, type ForwardTarget, type ServiceLogger } from '../contact/service.js';

export interface WaitlistDeps extends ForwardTarget {
  db: Database;
  log: ServiceLogger;
  now?: () => Date;
  /** default FORWARD_TIMEOUT_MS */
  forwardTimeoutMs?: number;
}

export const WAITLIST_MAIL_SUBJECT = '[Tallysheet] API Waitlist Signup';

/** Spec §7: the e-mail and an ISO timestamp. */
export function waitlistMailBody(email: string, at: Date): string {
  return [`Email: ${email}`, `Signed up at: ${at.toISOString()}`, '', 'A visitor joined the API waitlist on /api.'].join('\n');
}

/**
 * Adds the address once (unique, idempotent: joining again answers success with `alreadyJoined`), then tells
 * support. Only a new sign-up is mailed; a mail failure is logged and kept on the row, never lost.
 */
export async function joinWaitlist(deps: WaitlistDeps, email: string): Promise<WaitlistResponse> {
  const now = deps.now?.() ?? new Date();
  const id = randomUUID();
  const inserted = await deps.db
    .insert(waitlistSignup)
    .values({ id, email, createdAt: now })
    .onConflictDoNothing({ target: waitlistSignup.email })
    .returning({ id: waitlistSignup.id });
  if (inserted.length === 0) return { ok: true, alreadyJoined: true };

  if (!canForward(deps)) return { ok: true, alreadyJoined: false };
  const markForwarded = () =>
    deps.db
      .update(waitlistSignup)
      .set({ forwarded: true, forwardedAt: new Date(), forwardError: null })
      .where(eq(waitlistSignup.id, id));
  try {
    const send = deps.mailer.send({ to: deps.supportEmail, subject: WAITLIST_MAIL_SUBJECT, text: waitlistMailBody(email, now) });
    await sendWithin(send, deps.forwardTimeoutMs ?? FORWARD_TIMEOUT_MS, markForwarded);
    await markForwarded();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.error({ waitlistSignupId: id, reason }, 'waitlist sign-up stored but not forwarded by e-mail');
    await deps.db
      .update(waitlistSignup)
      .set({ forwardError: reason.slice(0, 500) })
      .where(eq(waitlistSignup.id, id))
      .catch(() => {});
  }
  return { ok: true, alreadyJoined: false };
}
