import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportSettingsUpdateSchema } from '@tallysheet/contracts';
import { requireUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { bodyOrEmpty, type ValidationIssue } from '../../http/schemas.js';
import { getExportSettings, toView, updateExportSettings } from './service.js';

/** GET /api/settings/exports and PUT /api/settings/exports (`{ data: { csvFormat?, exports? } }`). */
function settingsInvalid(issues: ValidationIssue[]): HttpError {
  const issue = issues[0];
  const path = issue?.instancePath.split('/').filter(Boolean).join('.');
  return new HttpError(400, issue?.message && issue.keyword === 'custom' ? issue.message : `Invalid ${path || 'settings'}: ${issue?.message ?? ''}`.trim());
}

export default async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/settings/exports', { preHandler: requireUser }, async (request) => {
    if (!request.user) throw new HttpError(401, 'Sign-in required');
    return { data: toView(await getExportSettings(app.db, request.user.id)) };
  });

  const putOptions = { onRequest: requireUser, schema: { body: bodyOrEmpty(exportSettingsUpdateSchema) }, config: { invalid: settingsInvalid } };
  app.put('/settings/exports', putOptions, async (request) => {
    if (!request.user) throw new HttpError(401, 'Sign-in required');
    return { data: toView(await updateExportSettings(app.db, request.user.id, request.body.data, app.now())) };
  });
}
