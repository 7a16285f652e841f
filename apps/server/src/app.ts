import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { createAuth, type Auth } from './auth/auth.js';
import authRoutes from './auth/routes.js';
import { resolveAuthSecret } from './auth/secret.js';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { answerFrameworkError, HttpError, registerErrorHandlers } from './http/errors.js';
import { serializeRequest } from './http/log.js';
import { containsNul, NUL_IN_BODY_MESSAGE } from './http/schemas.js';
import { registerSecurity } from './http/security.js';
import { registerSpaAndNotFound } from './http/spa.js';
import { createMailer, type Mailer } from './mail/index.js';
import healthRoutes from './modules/health/routes.js';
import profileRoutes from './modules/profile/routes.js';
import contactRoutes from './modules/contact/routes.js';
import plansRoutes from './modules/plans/routes.js';
import waitlistRoutes from './modules/waitlist/routes.js';
import { attachConversions } from './jobs/attach.js';
import type { BlobStorage } from './storage/index.js';
import uploadsRoutes from './modules/uploads/routes.js';
import conversionsRoutes from './modules/conversions/routes.js';
import filesRoutes from './modules/files/routes.js';
import settingsRoutes from './modules/settings/routes.js';
import subscriptionRoutes from './modules/billing/subscription-routes.js';
import billingRoutes from './modules/billing/routes.js';
import apiKeysRoutes from './modules/api-keys/routes.js';
import webhooksRoutes from './modules/webhooks/routes.js';
import v1Routes from './modules/v1/routes.js';
import resultsRoutes from './modules/results/routes.js';
import conversionZipRoutes from './modules/conversions/zip.js';
import conversionEventsRoutes from './modules/conversions/events.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** the open database (kind, pool or PGlite instance) behind `db` */
    database: DatabaseHandle;
    mailer: Mailer;
    auth: Auth;
    /** every route as registered, with the input schemas it declares (tests check each declares its input) */
    routeInputs: RouteInput[];
  }
}

/** One registered route: its methods, full URL and which of params, querystring and body it declares a schema for. */
export interface RouteInput {
  methods: string[];
  url: string;
  schema: { params: boolean; querystring: boolean; body: boolean };
}

/** What buildApp creates itself unless a test hands it in. */
export interface AppDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** the clock for quotas, periods, retention and jobs */
  now: () => Date;
  /** blob storage for uploads and generated files (default: from config) */
  storage: BlobStorage;
}

/**
 * The whole API as a Fastify instance, without listening (tests use inject). Each area is a plugin
 * `src/modules/<area>/routes.ts` registered under /api in `registerModules` below.
 */
export async function buildApp(config: AppConfig, overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
      // magic-link tokens and OAuth codes arrive in query strings; request logs show them redacted
      serializers: { req: serializeRequest },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Slow or stalled clients do not hold connections: the whole request, its headers, and any silence are timed
    // (checked every second instead of Node's 30 s, so the limits hold to about a second).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    frameworkErrors: answerFrameworkError,
  });

  // Collected before any route is registered (an onRoute hook sees only routes added after it).
  const routeInputs: RouteInput[] = [];
  app.decorate('routeInputs', routeInputs);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema ?? {};
    routeInputs.push({
      methods: [route.method].flat().map(String),
      url: route.url,
      schema: { params: schema.params !== undefined, querystring: schema.querystring !== undefined, body: schema.body !== undefined },
    });
  });

  const database = overrides.database ?? (await openDatabase(config));
  const mailer = overrides.mailer ?? createMailer(config, app.log);
  const auth = createAuth({ config, db: database.db, mailer, secret: resolveAuthSecret(config) });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  attachConversions(app, config, database, overrides);
  app.addHook('onClose', async () => {
    // Whatever buildApp opened, it closes; handed-in dependencies belong to the caller.
    if (!overrides.mailer) await mailer.close();
    if (!overrides.database) await database.close();
  });

  // Route schemas are zod (http/schemas.ts): params, query and body are checked before a handler runs.
  app.setValidatorCompiler(validatorCompiler);
  // PostgreSQL text cannot hold a NUL character: a parsed JSON body carrying one is refused before any route's
  // schema or handler sees it (it used to reach the database and answer 500).
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw new HttpError(400, NUL_IN_BODY_MESSAGE);
  });
  registerErrorHandlers(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(authRoutes);
  await registerModules(app);
  await registerSpaAndNotFound(app, config.webDistDir);
  return app;
}

/** Area plugins, each under /api. Add one line per area. */
async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(plansRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(uploadsRoutes, { prefix: '/api' });
  await app.register(conversionsRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(subscriptionRoutes, { prefix: '/api' });
  await app.register(billingRoutes, { prefix: '/api' });
  await app.register(apiKeysRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, { prefix: '/api' });
  await app.register(v1Routes, { prefix: '/api/v1' });
  await app.register(resultsRoutes, { prefix: '/api' });
  await app.register(conversionZipRoutes, { prefix: '/api' });
  await app.register(conversionEventsRoutes, { prefix: '/api' });
}
