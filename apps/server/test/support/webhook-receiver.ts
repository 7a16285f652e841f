import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook endpoint: records every request and answers each path with the next status of its script
 * (the last one repeats; 200 when none is set).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, number[]>();
  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    let self!: WebhookReceiver;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        self.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const script = self.scripts.get(path) ?? [];
        const status = script.length > 1 ? script.shift()! : (script[0] ?? 200);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
      });
    });
    self = new WebhookReceiver(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** Answers for `path`, in order; the last one repeats. */
  script(path: string, statuses: number[]): void {
    this.scripts.set(path, [...statuses]);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `path` has received `n` requests. */
  async waitFor(path: string, n: number, timeoutMs = 30_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    while (this.at(path).length < n) {
      if (Date.now() > until) throw new Error(`${path}: ${this.at(path).length} of ${n} requests after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.at(path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
