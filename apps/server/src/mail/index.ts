import type { AppConfig } from '../config.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer } from './smtp.js';
import type { MailLogger, Mailer } from './types.js';

export type { MailLogger, Mailer, MailMessage } from './types.js';

export function createMailer(config: Pick<AppConfig, 'mail' | 'dataDir'>, log: MailLogger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(config.dataDir, config.mail.from, log);
}
