import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a random port, standing in for Google.
 * Login and consent happen without a form: the interaction endpoint signs in `identity` and grants the scopes.
 */
export class TestOidcProvider {
  identity: TestIdentity = { sub: 'google-user-1', email: 'google-user@example.com', given_name: 'Grace', family_name: 'Hopper' };
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  get discoveryUrl(): string {
    return `${this.issuer}/.well-known/openid-configuration`;
  }

  static async start(redirectUri: string): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clientId = 'tallysheet-test';
    const clientSecret = 'tallysheet-test-secret-0123456789abcdef';
    let self: TestOidcProvider;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => {
          const id = self.identity;
          return {
            sub,
            email: id.email,
            email_verified: true,
            given_name: id.given_name,
            family_name: id.family_name,
            name: [id.given_name, id.family_name].filter(Boolean).join(' '),
          };
        },
      }),
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['test-cookie-key-0123456789'] },
    });
    provider.on('server_error', () => {});
    const callback = provider.callback();
    server.on('request', (req, res) => {
      if (req.url?.startsWith('/interaction/')) {
        void (async () => {
          try {
            const details = await provider.interactionDetails(req, res);
            if (details.prompt.name === 'login') {
              await provider.interactionFinished(req, res, { login: { accountId: self.identity.sub } }, { mergeWithLastSubmission: false });
              return;
            }
            const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
            grant.addOIDCScope(String(details.params.scope));
            const grantId = await grant.save();
            await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
          } catch (err) {
            res.statusCode = 500;
            res.end(String(err));
          }
        })();
        return;
      }
      callback(req, res);
    });
    self = new TestOidcProvider(server, issuer, clientId, clientSecret);
    return self;
  }

  /**
   * Plays the browser at the provider: follows redirects from the authorization URL (keeping the provider's
   * cookies) until the provider sends the user back to `returnPrefix`, and returns that URL.
   */
  async authorize(authorizationUrl: string, returnPrefix: string): Promise<string> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 15; hop++) {
      if (url.startsWith(returnPrefix)) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        const value = pair.slice(eq + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
      url = new URL(location, url).toString();
    }
    throw new Error('too many redirects at the provider');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
