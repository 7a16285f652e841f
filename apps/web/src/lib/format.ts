/** Human-readable formatting shared by every screen (spec: sizes step 1024 with 2 decimals). */

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** The browser's preferred locale ("de-DE", "en-GB"); dates and numbers on screen follow it (issue #14). */
export function browserLocale(): string {
  if (typeof navigator === 'undefined') return 'en-US';
  const tag = navigator.languages?.[0] ?? navigator.language;
  try {
    return tag ? Intl.getCanonicalLocales(tag)[0] ?? 'en-US' : 'en-US';
  } catch {
    return 'en-US';
  }
}

/** A number in the browser's conventions: 1234.5 → "1,234.5" (en) / "1.234,5" (de). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = browserLocale()): string {
  return value.toLocaleString(locale, options);
}

/** An amount with its currency in the browser's conventions: "€1,234.50" (en) / "1.234,50 €" (de). */
export function formatAmount(value: number, currency: string | null | undefined, locale = browserLocale()): string {
  if (currency && /^[A-Z]{3}$/.test(currency)) return value.toLocaleString(locale, { style: 'currency', currency });
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 0 → "0 Bytes", 1536 → "1.5 KB" ("1,5 KB" in German), 1048576 → "1 MB" (1024 steps, at most 2 decimals). */
export function formatBytes(bytes: number | null | undefined, decimals = 2, locale = browserLocale()): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = parseFloat((bytes / 1024 ** i).toFixed(Math.max(0, decimals)));
  return `${value.toLocaleString(locale, { maximumFractionDigits: Math.max(0, decimals), useGrouping: false })} ${SIZE_UNITS[i]}`;
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

/** "Nov 22, 2026" (en-US), "22.11.2026" (de): in the browser's locale conventions. */
export function formatDate(value: Date | string | number | null | undefined, locale = browserLocale()): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  if (!d) return '';
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Nov 22, 2026, 3:04 PM" (en-US), "22. Nov. 2026, 15:04" (de): in the browser's locale conventions. */
export function formatDateTime(value: Date | string | number | null | undefined, locale = browserLocale()): string {
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
