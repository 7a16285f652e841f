import type { FastifyInstance } from 'fastify';
import { exportSettingsUpdateSchema } from '@tallysheet/contracts';
import { requireUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { getExportSettings, toView, updateExportSettings } from './service.js';

/** GET /api/settings/exports and PUT /api/settings/exports (`{ data: { csvFormat?, exports? } }`). */
export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings/exports', { preHandler: requireUser }, async (request) => {
    if (!request.user) throw new HttpError(401, 'Sign-in required');
    return { data: toView(await getExportSettings(app.db, request.user.id)) };
  });

  app.put('/settings/exports', { preHandler: requireUser }, async (request) => {
    if (!request.user) throw new HttpError(401, 'Sign-in required');
    const parsed = exportSettingsUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, issue?.message && issue.code === 'custom' ? issue.message : `Invalid ${issue?.path.join('.') || 'settings'}: ${issue?.message ?? ''}`.trim());
    }
    return { data: toView(await updateExportSettings(app.db, request.user.id, parsed.data.data, app.now())) };
  });
}
