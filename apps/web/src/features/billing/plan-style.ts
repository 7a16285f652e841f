import { PLANS, type PlanId } from '@tallysheet/contracts';

/** Spec §4 plan badge colours: free blue, standard green, premium purple, anything else grey. */
export function planBadgeVariant(plan: string | undefined): 'blue' | 'green' | 'purple' | 'grey' {
  if (plan === 'free') return 'blue';
  if (plan === 'standard') return 'green';
  if (plan === 'premium') return 'purple';
  return 'grey';
}

export function planName(plan: string | undefined): string {
  return plan && plan in PLANS ? PLANS[plan as PlanId].label : (plan ?? 'Unknown');
}

/** spec §3 defaults: limit 5 conversions, billing tab size limit 10 MB when absent */
export const DEFAULT_LIMIT = 5;
export const DEFAULT_FILE_SIZE_MB = 10;

/** Spec §4 usage ring: green up to 60 %, yellow above 60 %, red above 80 %. */
export function ringTone(percent: number): 'green' | 'yellow' | 'red' {
  if (percent > 80) return 'red';
  if (percent > 60) return 'yellow';
  return 'green';
}

export function usagePercent(used: number, limit: number): number {
  if (!limit || limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

/** "500KB" under 1 MB, else "2MB" (the spec writes the billing tab's default as 10MB). */
export function sizeLimitText(mb: number): string {
  if (mb < 1) return `${Math.round(mb * 1024)}KB`;
  return `${parseFloat(mb.toFixed(2))}MB`;
}

export function priceText(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
