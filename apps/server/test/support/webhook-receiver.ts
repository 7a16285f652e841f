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
  private readonly holds = new Map<string, { reached: () => void; release: Promise<number> }>();
  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    let self!: WebhookReceiver;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const path = req.url ?? '/';
        self.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const held = self.holds.get(path);
        if (held) {
          self.holds.delete(path);
          held.reached();
          const answer = await held.release;
          res.writeHead(answer, { 'content-type': 'text/plain' }).end(String(answer));
          return;
        }
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

  /**
   * Holds the next request to `path` unanswered (a sender waiting on it) until `release(status)`; `reached`
   * resolves when it has arrived. It does not take an answer from the path's script.
   */
  hold(path: string): { reached: Promise<void>; release(status: number): void } {
    let reached!: () => void;
    let release!: (status: number) => void;
    const arrived = new Promise<void>((r) => (reached = r));
    this.holds.set(path, { reached, release: new Promise<number>((r) => (release = r)) });
    return { reached: arrived, release };
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
