import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, magicLink } from 'better-auth/plugins';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { account, session, user, verification } from '../db/schema/auth.js';
import type { Mailer } from '../mail/index.js';
import { magicLinkMail } from './magic-link-mail.js';

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const GOOGLE_PROVIDER_ID = 'google';

interface AuthDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  secret: string;
}

/** Better Auth, mounted at /api/auth/* (see ./routes.ts). */
export function createAuth({ config, db, mailer, secret }: AuthDeps) {
  const https = config.appUrl.startsWith('https://');
  return betterAuth({
    appName: 'Tallysheet',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    logger: { disabled: config.nodeEnv === 'test' },
    user: {
      additionalFields: {
        // Set through PATCH /api/profile only, never from sign-in input.
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        company: { type: 'string', required: false, input: false },
        onboardingCompleted: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // routes.ts puts Fastify's resolved client IP into x-forwarded-for (client-sent values are dropped).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Magic-link sends have their own per-e-mail and per-IP limiter in routes.ts with a clearer message.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: { '/sign-in/magic-link': false, '/magic-link/verify': { window: 60, max: 30 } },
    },
    onAPIError: { errorURL: `${config.appUrl}/auth` },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        async sendMagicLink({ email, url }) {
          await mailer.send({ to: email, ...magicLinkMail(url, MAGIC_LINK_TTL_SECONDS / 60) });
        },
      }),
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    firstName: typeof profile.given_name === 'string' ? profile.given_name : undefined,
                    lastName: typeof profile.family_name === 'string' ? profile.family_name : undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
