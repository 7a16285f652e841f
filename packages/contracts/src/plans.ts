import { z } from 'zod';
import { PLAN_IDS } from './plan-catalogue.js';

export * from './plan-catalogue.js';

export const planIdSchema = z.enum(PLAN_IDS);

/** The subscription answer of GET /api/billing/subscription (spec §3). */
export const subscriptionSchema = z.object({
  plan: planIdSchema,
  status: z.string(),
  monthlyConversionsLimit: z.number().int(),
  monthlyConversionsUsed: z.number().int(),
  /** MB, may be below 1 */
  fileSizeLimit: z.number(),
  daysUntilReset: z.number().int(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
