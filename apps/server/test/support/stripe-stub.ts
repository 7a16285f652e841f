import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  /** form fields as the SDK encoded them (e.g. `line_items[0][price]`) */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/**
 * A tiny stand-in for api.stripe.com on loopback: the real Stripe SDK talks to it over HTTP (host/port/protocol
 * options), it records what the SDK sent and answers like Stripe for the calls billing makes.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  /** subscriptions served by GET /v1/subscriptions/:id */
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  /** checkout sessions created through the stub, by id (tests set `status: 'complete'` to play a payment) */
  readonly sessions = new Map<string, { id: string; status: 'open' | 'complete' | 'expired'; url: string }>();
  /** set to make the next calls fail with this Stripe error */
  failWith: { status: number; message: string } | null = null;
  private counter = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<StripeStub> {
    let stub!: StripeStub;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const form = Object.fromEntries(new URLSearchParams(body));
        stub.requests.push({ method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers });
        const [status, answer] = stub.answer(req.method ?? 'GET', url.pathname, form);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${stub.counter}` });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stub = new StripeStub(server);
    return stub;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** env for createTestApp: Stripe mode against this stub */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_stub',
      STRIPE_PRICE_STANDARD: 'price_standard_test',
      STRIPE_PRICE_PREMIUM: 'price_premium_test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
      ...extra,
    };
  }

  find(method: string, path: string): StubRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private answer(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (this.failWith) {
      return [this.failWith.status, { error: { type: 'invalid_request_error', message: this.failWith.message } }];
    }
    this.counter += 1;
    const n = this.counter;
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: `cus_stub_${n}`, object: 'customer', email: form.email ?? null, metadata: {} }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = { id: `cs_test_${n}`, status: 'open' as const, url: `https://checkout.stripe.test/c/pay/cs_test_${n}` };
      this.sessions.set(session.id, session);
      return [200, { ...session, object: 'checkout.session', mode: form.mode }];
    }
    const cs = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const found = cs ? this.sessions.get(decodeURIComponent(cs[1]!)) : undefined;
    if (cs && !found) return [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${cs[1]}'` } }];
    if (found && method === 'GET' && !cs![2]) return [200, { ...found, object: 'checkout.session' }];
    if (found && method === 'POST' && cs![2]) {
      if (found.status !== 'open') {
        return [400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } }];
      }
      found.status = 'expired';
      return [200, { ...found, object: 'checkout.session' }];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: `bps_${n}`, object: 'billing_portal.session', customer: form.customer, url: `https://billing.stripe.test/p/session/bps_${n}` }];
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && sub) {
      const existing = this.subscriptions.get(decodeURIComponent(sub[1]!));
      if (!existing) return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` } }];
      existing.status = 'canceled';
      return [200, existing];
    }
    if (method === 'GET' && sub) {
      const found = this.subscriptions.get(decodeURIComponent(sub[1]!));
      if (found) return [200, found];
      return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` } }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
