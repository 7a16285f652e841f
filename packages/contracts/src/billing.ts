import { z } from 'zod';
import { PAID_PLAN_IDS, planIdSchema } from './plans.js';

/** How paid plans are sold: Stripe, our local TEST MODE checkout, or not at all. */
export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** GET /api/billing/info (public) */
export const billingInfoSchema = z.object({
  mode: z.enum(BILLING_MODES),
  /** false only in mode 'off': the UI then shows its "coming soon" notes */
  paidPlansAvailable: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: 'plan must be standard or premium' });

/**
 * POST /api/billing/checkout. The spec's payload also carries email (and userId in the sign-in flow); the server
 * acts only for the session's user and refuses a body naming someone else.
 */
export const checkoutRequestSchema = z.object({
  plan: paidPlanIdSchema,
  email: z.string().optional(),
  userId: z.string().optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/portal (email optional and checked like checkout's) */
export const portalRequestSchema = z.object({ email: z.string().optional() }).optional();

/** checkout and portal answers */
export const billingUrlSchema = z.object({ url: z.string() });
export type BillingUrl = z.infer<typeof billingUrlSchema>;

/** GET /api/billing/test/sessions/:id: the TEST MODE checkout page's data */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  plan: planIdSchema,
  status: z.enum(['open', 'completed']),
  priceMonthly: z.number(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

/** POST /api/billing/test/complete */
export const testCompleteRequestSchema = z.object({ session: z.string().min(1, 'session is required') });

/** POST /api/billing/test/portal: what the TEST MODE portal page can do */
export const testPortalRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('switch'), plan: paidPlanIdSchema }),
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('resume') }),
  ],
  { error: 'action must be switch, cancel or resume' },
);
export type TestPortalRequest = z.infer<typeof testPortalRequestSchema>;
