import { existsSync, readFileSync } from 'node:fs';
import { OUTBOX_FILE } from './paths';

/** One line of `$DATA_DIR/outbox/mail.jsonl`, as the server's outbox mailer writes it. */
export interface OutboxMail {
  at: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function readOutbox(): OutboxMail[] {
  if (!existsSync(OUTBOX_FILE)) return [];
  return readFileSync(OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMail);
}

export function mailsTo(email: string): OutboxMail[] {
  const address = email.toLowerCase();
  return readOutbox().filter((m) => m.to.toLowerCase() === address);
}

const LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/;

export function magicLinkIn(mail: OutboxMail): string {
  const match = mail.text.match(LINK);
  if (!match) throw new Error(`No magic link in the mail to ${mail.to}: ${mail.text}`);
  return match[0];
}

/**
 * Waits until the outbox holds more than `alreadySeen` mails for `email` and returns the newest one's link.
 * Pass the count taken before the send so an older link is never picked up.
 */
export async function waitForMagicLink(email: string, alreadySeen = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(email);
    if (mails.length > alreadySeen) return magicLinkIn(mails[mails.length - 1]);
    if (Date.now() > deadline) throw new Error(`No magic-link mail for ${email} reached the outbox within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
