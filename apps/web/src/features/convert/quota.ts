import type { Subscription } from '@tallysheet/contracts';
import { formatSizeLimitMb } from '@/lib/format';

/** spec §3: monthlyConversionsLimit defaults to 5 when absent */
export const DEFAULT_CONVERSION_LIMIT = 5;
/** spec §9: quota notices stay 8 s, type and count notices 5 s */
export const QUOTA_TOAST_MS = 8000;
export const REJECTION_TOAST_MS = 5000;

export type QuotaSubscription = Pick<Subscription, 'plan' | 'monthlyConversionsUsed' | 'daysUntilReset'> & {
  monthlyConversionsLimit?: number | null;
};

export interface QuotaRefusal {
  title: string;
  description: string;
  /** non-premium plans get the 'Upgrade Plan' action */
  offerUpgrade: boolean;
}

export function conversionLimit(sub: Pick<QuotaSubscription, 'monthlyConversionsLimit'>): number {
  return sub.monthlyConversionsLimit ?? DEFAULT_CONVERSION_LIMIT;
}

export function resetText(daysUntilReset: number): string {
  if (daysUntilReset <= 0) return 'Resets soon.';
  return `Resets in ${daysUntilReset} ${daysUntilReset === 1 ? 'day' : 'days'}.`;
}

/**
 * spec §5: converting `fileCount` PDFs is refused when it exceeds limit − used. Without a known subscription
 * nothing is refused here: the server enforces the quota anyway, the client only explains early.
 */
export function checkQuota(fileCount: number, sub: QuotaSubscription | null | undefined): QuotaRefusal | null {
  if (!sub || fileCount <= 0) return null;
  const limit = conversionLimit(sub);
  const used = sub.monthlyConversionsUsed;
  const remaining = Math.max(0, limit - used);
  if (fileCount <= remaining) return null;
  return {
    title:
      remaining === 0
        ? `Conversion limit reached! You've used all ${limit} conversions this billing cycle.`
        : `Not enough conversions remaining! You can only convert ${remaining} more ${remaining === 1 ? 'file' : 'files'} this billing cycle.`,
    description: `${used}/${limit} conversions used. ${resetText(sub.daysUntilReset)}`,
    offerUpgrade: sub.plan !== 'premium',
  };
}

export type UsageTone = 'green' | 'yellow' | 'red';

/** Used share of the quota in percent (may exceed 100 when the limit was lowered). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return (used / limit) * 100;
}

/** spec: green below 60 %, yellow from 60 %, red from 80 % */
export function usageTone(percent: number): UsageTone {
  if (percent >= 80) return 'red';
  if (percent >= 60) return 'yellow';
  return 'green';
}

/** spec: from 80 % 'Approaching conversion limit', at 100 % 'Conversion limit reached!' */
export function usageWarning(percent: number): 'Approaching conversion limit' | 'Conversion limit reached!' | null {
  if (percent >= 100) return 'Conversion limit reached!';
  if (percent >= 80) return 'Approaching conversion limit';
  return null;
}

/** Per-file limit as the banner shows it: KB under 1 MB, else MB (fileSizeLimit is in MB). */
export const sizeLimitLabel = formatSizeLimitMb;

/** spec §5: the drop zone's max size is the plan's fileSizeLimit, 100 MB when the subscription is unknown */
export const UNKNOWN_PLAN_SIZE_LIMIT_MB = 100;
export function maxUploadBytes(sub: Pick<Subscription, 'fileSizeLimit'> | null | undefined): number {
  return Math.round((sub?.fileSizeLimit ?? UNKNOWN_PLAN_SIZE_LIMIT_MB) * 1024 * 1024);
}

/** 'Convert Invoice' / 'Convert N Invoices' / 'Converting...' (no file ready yet reads 'Convert Invoice', disabled) */
export function convertButtonText(readyCount: number, busy: boolean): string {
  if (busy) return 'Converting...';
  return readyCount <= 1 ? 'Convert Invoice' : `Convert ${readyCount} Invoices`;
}

/** Sticky bar: '{n} file(s) ready' (the spec's exact text) plus '{n} uploading...' or 'Ready to convert' */
export function stickyBarTexts(readyCount: number, uploadingCount: number): { ready: string; detail: string } {
  return {
    ready: `${readyCount} file(s) ready`,
    detail: uploadingCount > 0 ? `${uploadingCount} uploading...` : 'Ready to convert',
  };
}
