import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ContactMessageInput, ContactResponse } from '@tallysheet/contracts';
import type { Database } from '../../db/client.js';
import { contactMessage } from '../../db/schema/contact.js';
import type { Mailer } from '../../mail/index.js';

/** Where forwarded messages go: both set, or nothing is sent (the message is still stored). */
export interface ForwardTarget {
  mailer: Mailer;
  /** SUPPORT_EMAIL; forwarding needs it and SMTP_URL */
  supportEmail: string | undefined;
  smtpConfigured: boolean;
}

export interface ServiceLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ContactDeps extends ForwardTarget {
  db: Database;
  log: ServiceLogger;
  now?: () => Date;
  /** default FORWARD_TIMEOUT_MS */
  forwardTimeoutMs?: number;
}

/** Spec §7: the product tag, with a 'Public' marker for the public page. */
export function contactMailSubject(input: Pick<ContactMessageInput, 'subject' | 'source'>): string {
  return `${input.source === 'public' ? '[Tallysheet Public]' : '[Tallysheet]'} ${input.subject}`;
}

/** Spec §7: sender, e-mail, the user id for signed-in users or 'Public Contact Page', then the message. */
export function contactMailBody(input: ContactMessageInput, userId: string | null, receivedAt: Date): string {
  return [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    userId ? `User ID: ${userId}` : 'Source: Public Contact Page',
    `Subject: ${input.subject}`,
    `Received: ${receivedAt.toISOString()}`,
    '',
    'Message:',
    input.message,
  ].join('\n');
}

export function canForward(target: ForwardTarget): target is ForwardTarget & { supportEmail: string } {
  return target.smtpConfigured && !!target.supportEmail;
}

/** How long a visitor waits for the mail server before the answer goes out anyway (the message is stored). */
export const FORWARD_TIMEOUT_MS = 10_000;

export class ForwardTimeoutError extends Error {
  constructor(ms: number) {
    super(`mail server did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'ForwardTimeoutError';
  }
}

/**
 * Sends one forward mail, waiting at most `timeoutMs`. A send that outlives the wait keeps going; `onLateSuccess`
 * then records that it did arrive after all.
 */
export async function sendWithin(
  send: Promise<void>,
  timeoutMs: number,
  onLateSuccess: () => Promise<unknown>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new ForwardTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  send.then(
    () => (timedOut ? onLateSuccess().catch(() => {}) : undefined),
    () => {},
  );
  try {
    await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stores the message first, then forwards it to support. A mail failure is logged and recorded on the row
 * (forwarded = false, forwardError) and the visitor still gets success: the message is safe in the database.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactMessageInput,
  userId: string | null,
): Promise<ContactResponse> {
  const now = deps.now?.() ?? new Date();
  const id = randomUUID();
  // A dashboard message without a session is treated as public: the user id is never taken from the body.
  const source = userId ? input.source : 'public';
  const stored = { ...input, source } as ContactMessageInput;
  await deps.db.insert(contactMessage).values({
    id,
    userId,
    source,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: now,
  });

  if (!canForward(deps)) return { id, forwarded: false };
  const markForwarded = () =>
    deps.db
      .update(contactMessage)
      .set({ forwarded: true, forwardedAt: new Date(), forwardError: null })
      .where(eq(contactMessage.id, id));
  try {
    const send = deps.mailer.send({
      to: deps.supportEmail,
      subject: contactMailSubject(stored),
      text: contactMailBody(stored, userId, now),
    });
    await sendWithin(send, deps.forwardTimeoutMs ?? FORWARD_TIMEOUT_MS, markForwarded);
    await markForwarded();
    return { id, forwarded: true };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.error({ contactMessageId: id, reason }, 'contact message stored but not forwarded by e-mail');
    await deps.db
      .update(contactMessage)
      .set({ forwarded: false, forwardError: reason.slice(0, 500) })
      .where(eq(contactMessage.id, id))
      .catch(() => {});
    return { id, forwarded: false };
  }
}
