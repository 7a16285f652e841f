/**
 * The user's export settings (issue #14): CSV format and the DATEV / Xero / QuickBooks accounts and codes, one row
 * per user in `user_settings`; unset fields take the documented defaults of @tallysheet/extract.
 */
import { eq } from 'drizzle-orm';
import type { ExportSettingsUpdate, ExportSettingsView } from '@tallysheet/contracts';
import { resolveExportSettings, type ExportSettings } from '@tallysheet/extract/formats';
import { userSettings } from '../../db/schema/settings.js';
import type { Db } from '../../db/types.js';

export interface UserExportSettings {
  /** null = never chosen (downloads then use comma-dot, the web app proposes the browser language's format) */
  csvFormat: 'comma-dot' | 'semicolon-comma' | null;
  settings: ExportSettings;
}

export async function getExportSettings(db: Db, userId: string): Promise<UserExportSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  const csvFormat = row?.csvFormat === 'comma-dot' || row?.csvFormat === 'semicolon-comma' ? row.csvFormat : null;
  const settings = resolveExportSettings(row?.settings ?? {});
  settings.csvFormat = csvFormat ?? 'comma-dot';
  return { csvFormat, settings };
}

export function toView(s: UserExportSettings): ExportSettingsView {
  const { datev, xero, quickbooks } = s.settings;
  return { csvFormat: s.csvFormat, exports: { datev, xero, quickbooks } };
}

export async function updateExportSettings(db: Db, userId: string, update: ExportSettingsUpdate['data'], now: Date): Promise<UserExportSettings> {
  const current = await getExportSettings(db, userId);
  const csvFormat = update.csvFormat ?? current.csvFormat;
  const { datev, xero, quickbooks } = update.exports ?? current.settings;
  const stored = { datev, xero, quickbooks };
  await db
    .insert(userSettings)
    .values({ userId, csvFormat, settings: stored, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { csvFormat, settings: stored, updatedAt: now } });
  return getExportSettings(db, userId);
}
