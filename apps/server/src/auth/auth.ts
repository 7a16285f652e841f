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
        // Names may come from the Google profile (mapProfileToUser needs input: true); the product sets them
        // through PATCH /api/profile. Company and onboarding are never taken from sign-in input.
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        company: { type: 'string', required: false, input: false },
        onboardingCompleted: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    advanced: {
      // Better Auth skips these checks when NODE_ENV=test; the tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // routes.ts puts Fastify's resolved client IP into x-forwarded-for (client-sent values are dropped).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Magic-link sends have their own per-e-mail and per-IP limiter in routes.ts with a clearer message. The
    // other sign-in steps follow the per-IP figure (Better Auth's default of 3 per 10 s is too tight for them).
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/magic-link': false,
        '/magic-link/verify': { window: 60, max: Math.max(30, config.authRateLimit.perIp * 2) },
        '/sign-in/social': { window: 60, max: Math.max(30, config.authRateLimit.perIp * 2) },
        '/callback/*': { window: 60, max: Math.max(30, config.authRateLimit.perIp * 2) },
      },
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
