import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailLogger, Mailer, MailMessage } from './types.js';

/**
 * Embedded-mode mailer (no SMTP_URL): prints each mail to the server log and appends it as one JSON line to
 * `$DATA_DIR/outbox/mail.jsonl` ({ at, from, to, subject, text, html }), where browser tests read magic links.
 */
export function createOutboxMailer(dataDir: string, from: string, log: MailLogger): Mailer {
  const dir = join(dataDir, 'outbox');
  const file = join(dir, 'mail.jsonl');
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const entry = { at: new Date().toISOString(), from, ...message };
      await mkdir(dir, { recursive: true });
      await appendFile(file, JSON.stringify(entry) + '\n', 'utf8');
      // Links go into the message itself, each followed by a space, so a terminal shows them clickable.
      const links = message.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        `outbox mail to ${message.to}: ${message.subject}${links.map((l) => `\n  ${l} `).join('')}`,
      );
    },
    async close() {},
  };
}
