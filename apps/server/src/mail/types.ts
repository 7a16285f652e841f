export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' logs the mail and appends it to $DATA_DIR/outbox/mail.jsonl */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Minimal logger shape (Fastify's pino logger fits it). */
export interface MailLogger {
  info(obj: object, msg?: string): void;
}
