/*
 * The plan catalogue as plain data, without zod: the landing page (in the SPA's main bundle) reads it from
 * '@tallysheet/contracts/plan-catalogue', so opening any screen does not evaluate zod and every contract schema first.
 * `plans.ts` re-exports it with the schemas.
 */
/** The one plan catalogue (DESIGN §5): every screen and every server rule reads it from here. */
export const PLAN_IDS = ['free', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  label: string;
  /** price in USD per month; 0 for free */
  priceMonthly: number;
  monthlyConversions: number;
  /** per-file size limit in bytes */
  maxFileBytes: number;
  /** per-file size limit in MB, as the subscription answer carries it (may be below 1) */
  fileSizeLimitMb: number;
  support: 'basic' | 'priority' | 'premium';
  features: string[];
  mostPopular?: boolean;
}

const KB = 1024;
const MB = 1024 * 1024;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    label: 'Free',
    priceMonthly: 0,
    monthlyConversions: 5,
    maxFileBytes: 500 * KB,
    fileSizeLimitMb: (500 * KB) / MB,
    support: 'basic',
    features: ['5 conversions per month', '500KB max file size', 'Excel and CSV downloads', 'Basic support'],
  },
  standard: {
    id: 'standard',
    label: 'Standard',
    priceMonthly: 9.99,
    monthlyConversions: 100,
    maxFileBytes: 2 * MB,
    fileSizeLimitMb: 2,
    support: 'priority',
    features: ['100 conversions per month', '2MB max file size', 'Batch processing', 'Priority support'],
    mostPopular: true,
  },
  premium: {
    id: 'premium',
    label: 'Premium',
    priceMonthly: 29.99,
    monthlyConversions: 1000,
    maxFileBytes: 10 * MB,
    fileSizeLimitMb: 10,
    support: 'premium',
    features: [
      '1000 conversions per month',
      '10MB max file size',
      'Batch processing',
      'Premium support',
      'API access and webhooks',
    ],
  },
};

export const PAID_PLAN_IDS = ['standard', 'premium'] as const satisfies readonly PlanId[];

/** The plan ranking used for "upgrade" prompts. */
export function isHighestPlan(plan: PlanId): boolean {
  return plan === 'premium';
}

export function planLabel(plan: string): string {
  return plan in PLANS ? `${PLANS[plan as PlanId].label} Plan` : 'Free Plan';
}
