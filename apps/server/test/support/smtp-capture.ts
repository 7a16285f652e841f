import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  /** the raw RFC 822 message */
  raw: string;
  /** the decoded text body (quoted-printable undone) */
  text: string;
  subject: string;
}

/** A real SMTP server on loopback that keeps every message it receives (tests read magic links from it). */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private waiters: Array<() => void> = [];
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpCapture> {
    let capture: SmtpCapture | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          capture!.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            text: decodeBody(raw),
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    capture = new SmtpCapture(server, port);
    return capture;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private push(mail: CapturedMail): void {
    this.messages.push(mail);
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** The newest message to `to` received after `after` messages were already there (waits up to timeoutMs). */
  async waitFor(to: string, { after = 0, timeoutMs = 5000 } = {}): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    const address = to.toLowerCase();
    for (;;) {
      const found = this.messages.slice(after).reverse().find((m) => m.to.includes(address));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  countFor(to: string): number {
    const address = to.toLowerCase();
    return this.messages.filter((m) => m.to.includes(address)).length;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function decodeBody(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  // quoted-printable: soft line breaks and =XX escapes
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The magic link (verify URL) in a mail's text. */
export function extractMagicLink(mail: { text: string }): string {
  const match = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no magic link in mail:\n${mail.text}`);
  return match[0];
}
