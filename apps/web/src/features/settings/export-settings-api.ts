import type { ExportSettingsUpdate, ExportSettingsView } from '@tallysheet/contracts';
import { api } from '@/lib/api';

/** `GET /api/settings/exports`: the CSV format (null = not chosen) and the accounting export settings. */
export async function fetchExportSettings(): Promise<ExportSettingsView> {
  return (await api.get<{ data: ExportSettingsView }>('/api/settings/exports')).data;
}

/** `PUT /api/settings/exports`; answers the stored settings. */
export async function saveExportSettings(data: ExportSettingsUpdate['data']): Promise<ExportSettingsView> {
  return (await api.put<{ data: ExportSettingsView }>('/api/settings/exports', { data })).data;
}

/** "19 = 9" lines ⇄ { "19": "9" } (rate → code tables in the Exports tab). */
export function rateTableToText(table: Record<string, string>): string {
  return Object.entries(table)
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, code]) => `${rate} = ${code}`)
    .join('\n');
}

export function textToRateTable(text: string): { table: Record<string, string>; error: string | null } {
  const table: Record<string, string> = {};
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\d{1,2}(?:[.,]\d{1,2})?)\s*%?\s*=\s*(.+)$/.exec(line);
    if (!m) return { table, error: `Line ${i + 1}: write "rate = code", e.g. "19 = 9"` };
    table[String(Number(m[1]!.replace(',', '.')))] = m[2]!.trim();
  }
  return { table, error: null };
}
