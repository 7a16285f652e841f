/** Human-readable formatting shared by every screen (spec: sizes step 1024 with 2 decimals). */

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 → "0 Bytes", 1536 → "1.5 KB", 1048576 → "1 MB" (1024 steps, at most 2 decimals). */
export function formatBytes(bytes: number | null | undefined, decimals = 2): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** i;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${SIZE_UNITS[i]}`;
}

/** A plan's per-file size limit given in MB: "500 KB" under 1 MB, else "2 MB" / "1.5 MB". */
export function formatSizeLimitMb(mb: number): string {
  if (mb < 1) return `${Math.round(mb * 1024)} KB`;
  return `${parseFloat(mb.toFixed(2))} MB`;
}

/** A ratio or a percentage as "42%"; values are clamped to 0–100 and rounded. */
export function formatPercent(value: number, total?: number): string {
  return `${percentOf(value, total)}%`;
}

/** `percentOf(3, 5)` → 60; `percentOf(42)` → 42 (already a percentage). Always 0–100, integer. */
export function percentOf(value: number, total?: number): number {
  let pct: number;
  if (total === undefined) pct = value;
  else if (!total || total <= 0) pct = 0;
  else pct = (value / total) * 100;
  if (!Number.isFinite(pct)) return 0;
  return Math.round(Math.min(100, Math.max(0, pct)));
}

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Nov 22, 2026" in the browser's locale conventions (English month names). */
export function formatDate(value: Date | string | number | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  if (!d) return '';
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Nov 22, 2026, 3:04 PM". */
export function formatDateTime(value: Date | string | number | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  if (!d) return '';
  return d.toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The spec shows ids by their last 8 characters. */
export function shortId(id: string | null | undefined): string {
  if (!id) return '';
  return id.slice(-8);
}

/** "1 file" / "3 files". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
