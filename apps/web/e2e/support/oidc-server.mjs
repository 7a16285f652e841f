// Playwright's second webServer: a real OpenID Connect provider (oidc-provider) on loopback standing in for
// Google. Login and consent need no form: the interaction endpoint signs in the configured identity and grants
// the scopes, or, when the test asked for it, answers `access_denied` (the user cancelled at Google).
// Test control: POST /__test/next with JSON { deny?: boolean, identity?: {...} } sets what the next sign-in does.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!redirectUri) {
  console.error('oidc-server.mjs needs OIDC_REDIRECT_URI');
  process.exit(1);
}
const issuer = `http://127.0.0.1:${port}`;
const defaultIdentity = { sub: 'google-e2e-1', email: 'google-e2e@example.com', given_name: 'Grace', family_name: 'Hopper' };
let next = { deny: false, identity: defaultIdentity };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'tallysheet-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'tallysheet-e2e-secret-0123456789abcdef',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => {
      const id = next.identity;
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
  cookies: { keys: ['e2e-cookie-key-0123456789'] },
});
provider.on('server_error', (_ctx, err) => console.error('oidc server_error', err));
const callback = provider.callback();

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/__test/next') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const wanted = body ? JSON.parse(body) : {};
      next = { deny: wanted.deny === true, identity: { ...defaultIdentity, ...(wanted.identity ?? {}) } };
      res.writeHead(204).end();
    });
    return;
  }
  if (req.url?.startsWith('/interaction/')) {
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (next.deny) {
          await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled' }, { mergeWithLastSubmission: false });
          return;
        }
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(req, res, { login: { accountId: next.identity.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
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

server.listen(port, '127.0.0.1', () => console.log(`test OpenID provider on ${issuer}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
